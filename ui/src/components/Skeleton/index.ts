export { Skeleton, SkeletonCard, skeletonShapes, type SkeletonProps, type SkeletonShape } from './Skeleton.tsx';
