export { formatProjectDate, ProjectCard, projectDescription, projectTitle, type ProjectCardProps } from './ProjectCard.tsx';
export { projectStageLabel, projectStageLabels, type ProjectStageLabel } from './projectStage.ts';
