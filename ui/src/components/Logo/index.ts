export { Logo, LogoMark, logoSizes, logoWordmarkModes, type LogoProps, type LogoSize, type LogoWordmarkMode } from './Logo.tsx';
