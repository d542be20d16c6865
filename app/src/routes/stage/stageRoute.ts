import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { WorkflowStage } from '@storyloom/ui';
import { storesContext } from '../storesContext.ts';

export const WORKFLOW_STAGES = [1, 2, 3] as const satisfies readonly WorkflowStage[];

/** The stage a /app/stage/{n} URL names, or null. */
export function stageOfPath(pathname: string): WorkflowStage | null {
  const match = /^\/app\/stage\/([123])(?:\/|$)/.exec(pathname);
  return match ? (Number(match[1]) as WorkflowStage) : null;
}

/**
 * Before a stage opens: without a project, a new one is created and stage 1 opens (spec 001 §4); a project kept in
 * the browser reads its saved settings; a stage that is not reachable yet sends the user to the furthest one that is.
 */
export async function stageLoader({ request, context }: LoaderFunctionArgs) {
  const { project } = context.get(storesContext);
  const stage = stageOfPath(new URL(request.url).pathname) ?? 1;
  if (!project.state.projectId) {
    // Creating the project navigates to /app/stage/1 once it exists.
    void project.newProject('initialize');
    if (stage !== 1) throw redirect('/app/stage/1');
    return null;
  }
  // A project kept from an earlier visit: the server's story and files replace the kept copy (in the background).
  void project.reconcileWithServer();
  if (!project.canOpenStage(stage)) {
    const furthest = [...WORKFLOW_STAGES].reverse().find((candidate) => project.canOpenStage(candidate)) ?? 1;
    throw redirect(`/app/stage/${furthest}`);
  }
  return null;
}
