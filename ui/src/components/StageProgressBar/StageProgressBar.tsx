import { Check, Lock } from 'lucide-react';
import { useId } from 'react';
import * as styles from './StageProgressBar.css.ts';

/** The three workflow stages, in order. */
export const workflowStages = [1, 2, 3] as const;
export type WorkflowStage = (typeof workflowStages)[number];

/** The stage names shown in the progress bar (and wherever a stage is named). */
export const STAGE_NAMES = {
  1: 'Image Upload & Style',
  2: 'Story Details',
  3: 'Review & Finalize',
} as const satisfies Record<WorkflowStage, string>;

export const stageStatuses = ['completed', 'current', 'open', 'locked'] as const;
export type StageStatus = (typeof stageStatuses)[number];

/** What each status says; a locked stage says why it cannot be opened. */
export const STAGE_STATUS_TEXT = {
  completed: 'Completed',
  current: 'Current',
  open: 'Click to start',
  locked: 'Complete previous stages first',
} as const satisfies Record<StageStatus, string>;

export type StageState = {
  stage: WorkflowStage;
  completed: boolean;
  /** Whether the user may go to this stage (the workflow's reachability rules, computed by the app). */
  reachable: boolean;
};

export type StageProgressBarProps = {
  currentStage: WorkflowStage;
  stages: readonly StageState[];
  /** Called with a reachable stage the user picked (also the current one). Locked stages never call it. */
  onSelect: (stage: WorkflowStage) => void;
  /** Names the navigation landmark. */
  label?: string;
};

function stageStatus(state: StageState, currentStage: WorkflowStage, reachable: boolean): StageStatus {
  if (!reachable) return 'locked';
  if (state.completed) return 'completed';
  if (state.stage === currentStage) return 'current';
  return 'open';
}

/**
 * The bar under the header on /app/stage/{n}: the three stages with their status. Reachable stages are buttons
 * ('Go to Story Details'); locked ones stay focusable but inert (`aria-disabled`), so their reason
 * ('Complete previous stages first') is announced, not skipped.
 */
export function StageProgressBar({ currentStage, stages, onSelect, label = 'Workflow stages' }: StageProgressBarProps) {
  const baseId = useId();

  return (
    <nav className={styles.root} aria-label={label}>
      <ol className={styles.list}>
        {workflowStages.map((stage, index) => {
          const state = stages.find((candidate) => candidate.stage === stage) ?? {
            stage,
            completed: false,
            reachable: false,
          };
          // Stage 1 and the stage the user is on can always be opened, whatever the caller computed.
          const reachable = state.reachable || stage === 1 || stage === currentStage;
          const status = stageStatus(state, currentStage, reachable);
          const isCurrent = stage === currentStage;
          const name = STAGE_NAMES[stage];
          const statusId = `${baseId}-status-${stage}`;
          const next = workflowStages[index + 1];
          const nextReached = next !== undefined && (stages.find((s) => s.stage === next)?.completed || next <= currentStage);

          return (
            <li
              key={stage}
              className={[
                styles.item,
                reachable ? styles.itemReachable : styles.itemLocked,
                isCurrent ? styles.itemCurrent : undefined,
              ]
                .filter(Boolean)
                .join(' ')}
            >
              {next !== undefined ? (
                <span
                  className={[styles.connector, nextReached ? styles.connectorDone : undefined].filter(Boolean).join(' ')}
                  aria-hidden="true"
                />
              ) : null}
              <span className={`${styles.indicator} ${styles.indicatorTone[status]}`} aria-hidden="true">
                {stage}
              </span>
              <button
                type="button"
                className={styles.action}
                aria-describedby={statusId}
                aria-current={isCurrent ? 'step' : undefined}
                aria-disabled={reachable ? undefined : true}
                title={reachable ? `Go to ${name}` : STAGE_STATUS_TEXT.locked}
                onClick={() => {
                  if (reachable) onSelect(stage);
                }}
              >
                {/* The space outside the hidden span keeps the name 'Go to Story Details' in every name computation. */}
                {reachable ? (
                  <>
                    <span className={styles.visuallyHidden}>Go to</span>{' '}
                  </>
                ) : null}
                {name}
              </button>
              <span id={statusId} className={`${styles.status} ${styles.statusTone[status]}`}>
                {status === 'completed' ? <Check className={styles.statusIcon} strokeWidth={3} /> : null}
                {status === 'locked' ? <Lock className={styles.statusIcon} /> : null}
                {STAGE_STATUS_TEXT[status]}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
