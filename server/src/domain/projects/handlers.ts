import type { AppContext } from '../../context.ts';
import { HttpError } from '../../http/errors.ts';
import type { Handlers, JsonBody, Ok, PathOf, QueryOf } from '../../http/types.ts';
import { requireAuth } from '../auth/handlers.ts';
import { currentPageImages, describeFile, latestVideo, projectFiles } from './files.ts';
import { listGallery } from './gallery.ts';
import { copyProject, deleteProject } from './lifecycle.ts';
import {
  assertEditable,
  isSharedToShowcase,
  loadOwnedProject,
  PROJECT_NOT_FOUND,
  projectRecord,
  stagesCompleted,
  voiceAfterLanguageChange,
} from './projects.ts';

type Story = NonNullable<Ok<'getProjectData'>['story']>;

export function projectHandlers(ctx: AppContext): Handlers {
  const db = ctx.database.db;
  const idOf = (request: { params: unknown }) => (request.params as PathOf<'getProject'>).id;

  async function storyOf(projectId: string): Promise<Story | null> {
    const row = await db
      .selectFrom('project_stories')
      .select(['title', 'pages'])
      .where('project_id', '=', projectId)
      .executeTakeFirst();
    if (!row) return null;
    return {
      title: row.title,
      story_data: row.pages.map((p) => ({ page_number: p.page_number, page: p.page_number, page_text: p.page_text })),
    };
  }

  return {
    async createProject(request, reply): Promise<Ok<'createProject'>> {
      const auth = requireAuth(request);
      const now = ctx.clock.now();
      const row = await db
        .insertInto('projects')
        .values({ user_id: auth.userId, created_at: now, modified_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      reply.code(201);
      return { success: true, project_id: row.id };
    },

    async listProjects(request, reply) {
      const auth = requireAuth(request);
      const query = request.query as QueryOf<'listProjects'>;
      const serializeGalleryPage = (page: Ok<'listProjects'>): string => {
        // The route's own serializer, compiled from the contract's 200 schema: what Fastify would have sent.
        const serialize = reply.getSerializationFunction('200', 'application/json');
        if (!serialize) throw new Error('listProjects has no compiled 200 serializer');
        return serialize(page);
      };
      // Kept per user until any of their projects changes (migration 0013) or a minute passes, as the route's own
      // serializer writes it: a page from memory costs neither the database nor serializing.
      const key = JSON.stringify([query.page, query.limit, query.search?.trim(), query.filter_type]);
      const body = await ctx.caches.galleries.read(auth.userId, key, async () =>
        serializeGalleryPage(await listGallery(ctx, auth.userId, query, request.log)),
      );
      return reply.type('application/json; charset=utf-8').send(body);
    },

    async getProject(request): Promise<Ok<'getProject'>> {
      const auth = requireAuth(request);
      const row = await loadOwnedProject(db, auth.userId, idOf(request));
      return { success: true, project: await projectRecord(ctx, db, row) };
    },

    async getProjectData(request): Promise<Ok<'getProjectData'>> {
      const auth = requireAuth(request);
      const row = await loadOwnedProject(db, auth.userId, idOf(request));
      const [project, files, story] = await Promise.all([
        projectRecord(ctx, db, row),
        projectFiles(ctx, db, row.id),
        storyOf(row.id),
      ]);
      return { success: true, error: null, project, files, story };
    },

    async getProjectSummary(request): Promise<Ok<'getProjectSummary'>> {
      const auth = requireAuth(request);
      const row = await loadOwnedProject(db, auth.userId, idOf(request));
      const [counts, pageImages, story, shared] = await Promise.all([
        db
          .selectFrom('project_files')
          .select(['kind', (eb) => eb.fn.countAll<string>().as('n')])
          .where('project_id', '=', row.id)
          .groupBy('kind')
          .execute(),
        currentPageImages(db, row.id),
        storyOf(row.id),
        isSharedToShowcase(db, row.id),
      ]);
      const count = (kind: string) => Number(counts.find((c) => c.kind === kind)?.n ?? 0);
      return {
        success: true,
        project_id: row.id,
        story_title: row.story_title,
        story_type: row.story_type as Ok<'getProjectSummary'>['story_type'] & string,
        current_stage: row.current_stage,
        stages_completed: stagesCompleted(row),
        story_pages: story?.story_data.length ?? 0,
        counts: {
          uploaded_images: count('uploaded_image'),
          style_images: count('style_image'),
          generated_images: pageImages.length,
          audio: count('audio'),
          video: count('video'),
        },
        has_video: count('video') > 0,
        is_shared_to_showcase: shared,
        modified_at: row.modified_at.toISOString(),
      };
    },

    async getProjectFiles(request): Promise<Ok<'getProjectFiles'>> {
      const auth = requireAuth(request);
      const row = await loadOwnedProject(db, auth.userId, idOf(request));
      return { success: true, files: await projectFiles(ctx, db, row.id) };
    },

    async updateProjectStage(request): Promise<Ok<'updateProjectStage'>> {
      const auth = requireAuth(request);
      const { stage } = request.body as JsonBody<'updateProjectStage'>;
      // Moving between stages is allowed on completed projects too (opening a finished video sets stage 3).
      const row = await db
        .updateTable('projects')
        .set({ current_stage: stage, modified_at: ctx.clock.now() })
        .where('id', '=', (await loadOwnedProject(db, auth.userId, idOf(request))).id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return { success: true, project_id: row.id, current_stage: row.current_stage, stages_completed: stagesCompleted(row) };
    },

    async updateProject(request): Promise<Ok<'updateProject'>> {
      const auth = requireAuth(request);
      const changes = request.body as JsonBody<'updateProject'>;
      const row = await db.transaction().execute(async (trx) => {
        const project = await loadOwnedProject(trx, auth.userId, idOf(request), { forUpdate: true });
        await assertEditable(trx, project);
        return trx
          .updateTable('projects')
          .set({ ...changes, ...voiceAfterLanguageChange(project, changes), modified_at: ctx.clock.now() })
          .where('id', '=', project.id)
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      return { success: true, project: await projectRecord(ctx, db, row) };
    },

    async deleteProject(request): Promise<Ok<'deleteProject'>> {
      const auth = requireAuth(request);
      if (!(await deleteProject(ctx, auth.userId, idOf(request)))) throw new HttpError(404, PROJECT_NOT_FOUND);
      return { success: true, message: 'Project deleted successfully' };
    },

    async bulkDeleteProjects(request): Promise<Ok<'bulkDeleteProjects'>> {
      const auth = requireAuth(request);
      const { project_ids } = request.body as JsonBody<'bulkDeleteProjects'>;
      const deleted: string[] = [];
      const failed: Ok<'bulkDeleteProjects'>['failed_projects'] = [];
      // One at a time: each project is its own transaction, so one failure never undoes the others.
      for (const id of project_ids) {
        try {
          if (await deleteProject(ctx, auth.userId, id)) deleted.push(id);
          else failed.push({ project_id: id, error: PROJECT_NOT_FOUND });
        } catch (error) {
          request.log.error({ err: error, projectId: id }, 'bulk delete failed for a project');
          failed.push({ project_id: id, error: 'Could not delete this project. Please try again.' });
        }
      }
      return {
        success: deleted.length > 0 && failed.length === 0,
        successful_deletes: deleted.length,
        failed_deletes: failed.length,
        deleted_project_ids: deleted,
        failed_projects: failed,
      };
    },

    async copyProject(request, reply): Promise<Ok<'copyProject'>> {
      const auth = requireAuth(request);
      const copy = await copyProject(ctx, auth.userId, idOf(request));
      reply.code(201);
      return { success: true, error: null, project_id: copy.projectId, copied_files: { images: copy.images, audio: copy.audio } };
    },

    async getLatestVideo(request): Promise<Ok<'getLatestVideo'>> {
      const auth = requireAuth(request);
      const row = await loadOwnedProject(db, auth.userId, idOf(request));
      const video = await latestVideo(db, row.id);
      if (!video) throw new HttpError(404, 'No video found for this project');
      const file = describeFile(ctx, video);
      return { success: true, video_url: file.signed_url!, video_path: file.file_path, timestamp: file.created_at! };
    },
  };
}
