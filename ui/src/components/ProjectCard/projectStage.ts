import type { Schema } from '@storyloom/api-client/contract';

/** Every stage label a gallery card can show, from the first stage to the finished video. */
export const projectStageLabels = ['Stage 1 - Style', 'Stage 2 - Story', 'Stage 3 - Video', 'Completed'] as const;
export type ProjectStageLabel = (typeof projectStageLabels)[number];

/**
 * The gallery's stage label for a project (the one place of this rule): 'Completed' once it has a video or stage 3
 * is marked complete, else the stage after the last completed one.
 */
export function projectStageLabel(
  project: Pick<Schema<'ProjectListItem'>, 'video_count' | 'stages_completed'>,
): ProjectStageLabel {
  const completed = project.stages_completed;
  if (project.video_count > 0 || completed[3]) return 'Completed';
  if (completed[2]) return 'Stage 3 - Video';
  if (completed[1]) return 'Stage 2 - Story';
  return 'Stage 1 - Style';
}
