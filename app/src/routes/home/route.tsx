import { HomePage } from './HomePage.tsx';

export const Component = HomePage;
