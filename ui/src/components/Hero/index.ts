export { Hero, heroAlignments, heroTitleElements, type HeroAlignment, type HeroProps, type HeroTitleElement } from './Hero.tsx';
