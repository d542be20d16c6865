export {
  BlueprintSummary,
  blueprintSummaryTitleElements,
  languageName,
  type BlueprintSummaryProps,
  type BlueprintSummaryTitleElement,
} from './BlueprintSummary.tsx';
