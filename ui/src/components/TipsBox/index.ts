export { TipsBox, tipsBoxTitleElements, UPLOAD_TIPS, type TipsBoxProps, type TipsBoxTitleElement } from './TipsBox.tsx';
