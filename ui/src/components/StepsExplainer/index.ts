export {
  StepsExplainer,
  stepsExplainerTitleElements,
  storySteps,
  type StepsExplainerProps,
  type StepsExplainerTitleElement,
  type StoryStep,
} from './StepsExplainer.tsx';
