import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { Button, InsufficientCreditsDialog, ReadOnlyBanner, StageProgressBar } from '@storyloom/ui';
import { useStores } from '../../stores/StoresContext.tsx';
import * as styles from './StageLayout.css.ts';
import { stageOfPath } from './stageRoute.ts';

/** Where the insufficient-credits dialog's Buy Credits goes, in a new tab (spec 001 §2). */
export const CREDITS_PAGE = '/app/credits';

/**
 * /app/stage/{n}: the stage progress bar under the header, the read-only banner of a completed project, the
 * stage's page, and the insufficient-credits dialog any stage action can open.
 */
export const StageLayout = observer(function StageLayout() {
  const { project } = useStores();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const stage = stageOfPath(pathname) ?? 1;
  const insufficient = project.insufficientCredits;
  const projectId = project.state.projectId;

  // Leaving the workflow: pending texts save now and the pages in regeneration are forgotten (spec 001 §4).
  useEffect(() => () => project.leaveProject(), [project]);

  return (
    <>
      <div className={styles.bar}>
        <div className={styles.barInner}>
          <StageProgressBar
            currentStage={stage}
            stages={project.stageStates}
            onSelect={(next) => void navigate(`/app/stage/${next}`)}
          />
        </div>
      </div>
      {project.state.isReadOnly ? (
        <div className={styles.banner}>
          <ReadOnlyBanner
            action={
              projectId ? (
                // 'Edit as New': an editable copy with all the assets, open from any stage.
                <Button
                  variant="secondary"
                  size="sm"
                  loading={project.isCreating}
                  onClick={() => void project.editAsNew(projectId)}
                >
                  Edit as New
                </Button>
              ) : null
            }
          />
        </div>
      ) : null}
      <Outlet />
      <InsufficientCreditsDialog
        open={insufficient !== null}
        required={insufficient?.required ?? 0}
        current={insufficient?.current ?? 0}
        onBuyCredits={() => {
          window.open(CREDITS_PAGE, '_blank', 'noopener');
          project.dismissInsufficientCredits();
        }}
        onCancel={project.dismissInsufficientCredits}
      />
    </>
  );
});
