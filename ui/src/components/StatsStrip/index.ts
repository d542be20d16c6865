export { StatsStrip, statsClaim, type StatsStripProps } from './StatsStrip.tsx';
