export {
  ShowcaseCard,
  ShowcaseCardSkeleton,
  showcaseCardElements,
  showcaseCardTitleElements,
  type ShowcaseCardElement,
  type ShowcaseCardProps,
  type ShowcaseCardTitleElement,
  type ShowcaseVideo,
} from './ShowcaseCard.tsx';
export {
  defaultVideoDurationSeconds,
  formatDuration,
  formatViewCount,
  showcaseDescriptionLimit,
  truncateDescription,
} from './videoText.ts';
