// Components of the 'shell' group; each component folder exports through here.
export * from './components/StageProgressBar/index.ts';
export * from './components/CreditsBadge/index.ts';
export * from './components/Logo/index.ts';
export * from './components/UserMenu/index.ts';
export * from './components/NotificationCenter/index.ts';
export * from './components/Header/index.ts';
