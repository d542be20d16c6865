export {
  DiscoverCard,
  discoverCardElements,
  discoverCardTitleElements,
  formatVideoDate,
  type DiscoverCardElement,
  type DiscoverCardProps,
  type DiscoverCardTitleElement,
  type DiscoverVideo,
} from './DiscoverCard.tsx';
