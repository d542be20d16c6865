import { useId, type ReactNode } from 'react';
import * as styles from './StepsExplainer.css.ts';

export type StoryStep = {
  title: string;
  description: string;
};

/** How a story video is made, in the order of the workflow's three stages. */
export const storySteps = [
  {
    title: 'Upload photos and pick a style',
    description:
      'Add a few photos of the people, pets or places in your story, then choose the art style it will be illustrated in.',
  },
  {
    title: 'Describe your characters and generate the story',
    description:
      'Tell us who the story is about and what happens. Storyloom writes and illustrates every page, and you can change any of them.',
  },
  {
    title: 'Choose a voice and create the video',
    description:
      'Pick a narrator, add music if you like, and Storyloom puts the pages together into a narrated video to watch and share.',
  },
] as const satisfies readonly StoryStep[];

export const stepsExplainerTitleElements = ['h2', 'h3'] as const;
export type StepsExplainerTitleElement = (typeof stepsExplainerTitleElements)[number];

export type StepsExplainerProps = {
  title?: ReactNode;
  description?: ReactNode;
  /** The steps, in order (default: the three workflow stages). */
  steps?: readonly StoryStep[];
  /** Heading level of the title; each step's title is one level below. */
  titleAs?: StepsExplainerTitleElement;
};

/** The numbered "how it works" explanation of the three-stage workflow on the signed-in home. */
export function StepsExplainer({
  title = 'How it works',
  description,
  steps = storySteps,
  titleAs: Title = 'h2',
}: StepsExplainerProps) {
  const titleId = useId();
  const StepTitle = Title === 'h2' ? 'h3' : 'h4';
  return (
    <section aria-labelledby={titleId} className={styles.root}>
      <div className={styles.header}>
        <Title id={titleId} className={styles.title}>
          {title}
        </Title>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      <ol className={styles.list}>
        {steps.map((step, index) => (
          <li key={step.title} className={styles.step}>
            {/* The ordered list already tells assistive technology the position. */}
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <StepTitle className={styles.stepTitle}>{step.title}</StepTitle>
            <p className={styles.stepDescription}>{step.description}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
