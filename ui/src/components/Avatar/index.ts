export { Avatar, avatarLetter, avatarSizes, type AvatarProps, type AvatarSize } from './Avatar.tsx';
