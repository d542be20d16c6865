import { observer } from 'mobx-react-lite';
import { useRef, useState } from 'react';
import { BookOpen, SearchX, Sparkles } from 'lucide-react';
import { categoryLabel, type Schema } from '@storyloom/api-client';
import {
  BulkDeleteConfirm,
  Button,
  ConfirmDialog,
  EmptyState,
  ErrorCard,
  GalleryToolbar,
  Pagination,
  projectTitle,
  ResultRange,
  ShareDialog,
  showcaseCategories,
  SkeletonCard,
  Spinner,
  VideoDialog,
  visuallyHidden,
  type GalleryFilter,
  type SelectOption,
  type ShareValues,
} from '@storyloom/ui';
import { GALLERY_PAGE_SIZE } from '../../stores/GalleryStore.ts';
import { useStores } from '../../stores/StoresContext.tsx';
import { page } from '../RootLayout.css.ts';
import { GalleryCard } from './GalleryCard.tsx';
import * as styles from './GalleryPage.css.ts';

type Project = Schema<'ProjectListItem'>;

/** Spec 000 §9: all, completed, in progress and the six showcase story types. */
export const galleryFilterOptions: readonly SelectOption<GalleryFilter>[] = [
  { value: 'all', label: 'All Projects' },
  { value: 'completed', label: 'Completed' },
  { value: 'in_progress', label: 'In Progress' },
  ...showcaseCategories.map((value) => ({ value, label: categoryLabel(value) })),
];

const shareCategoryOptions = showcaseCategories.map((value) => ({ value, label: categoryLabel(value) }));

export const GALLERY_TEXT = {
  title: 'Your Magical Projects',
  loadFailed: 'Unable to Load Projects',
  timeout: 'Connection Timeout',
  timeoutHint: 'If the problem persists, try refreshing the page or contact support.',
  refresh: 'Refresh Page',
  retrying: 'Retrying...',
  noProjects: 'No magical stories yet',
  noProjectsHint: 'Turn your photos and ideas into an illustrated, narrated story video.',
  startCreating: 'Start Creating',
  noResults: 'No projects found',
  noResultsHint: 'Try adjusting your search or filter to find what you are looking for.',
} as const;

/** Placeholders while a page of projects loads (half a page: enough to fill the screen). */
const SKELETON_CARDS = 6;

type DialogKind = 'delete' | 'share' | 'remove' | 'video';
/** The open dialog and its project; the project stays while the dialog closes, so it does not empty out. */
type DialogState = { kind: DialogKind | null; project: Project | null; videoUrl: string | null };

/** /app/gallery: the signed-in user's projects with search, filter, pages, bulk delete and each card's actions. */
export const GalleryPage = observer(function GalleryPage() {
  const { gallery, project: workflow } = useStores();
  const resultsRef = useRef<HTMLDivElement>(null);
  const [dialog, setDialog] = useState<DialogState>({ kind: null, project: null, videoUrl: null });
  const [bulkOpen, setBulkOpen] = useState(false);

  const openDialog = (kind: DialogKind, project: Project, videoUrl: string | null = null) =>
    setDialog({ kind, project, videoUrl });
  const closeDialog = () => setDialog((current) => ({ ...current, kind: null }));
  const target = dialog.project;
  const targetBusy = target !== null && gallery.busyIds.has(target.project_id);

  const playVideo = async (project: Project) => {
    // The store warns ('No video found for this project') or reports the failure when there is nothing to play.
    const url = await gallery.latestVideoUrl(project.project_id);
    if (url) openDialog('video', project, url);
  };

  const confirmDelete = async () => {
    if (target) await gallery.deleteProject(target.project_id);
    closeDialog();
  };
  const confirmRemove = async () => {
    if (target) await gallery.removeFromShowcase(target.project_id);
    closeDialog();
  };
  const share = async (values: ShareValues) => {
    // On a refusal the form stays open (the toast says why) so it can be sent again or cancelled.
    if (target && (await gallery.shareToShowcase(target.project_id, values))) closeDialog();
  };
  const confirmBulkDelete = async () => {
    await gallery.bulkDelete();
    setBulkOpen(false);
  };

  const goToPage = (pageNumber: number) => {
    if (gallery.goToPage(pageNumber)) resultsRef.current?.scrollIntoView({ block: 'start' });
  };

  const { pagination, emptyKind } = gallery;
  const total = pagination?.total ?? 0;

  let content;
  if (gallery.error !== null) {
    content = gallery.isTimeout ? (
      <ErrorCard
        title={GALLERY_TEXT.timeout}
        message={gallery.error}
        onRetry={() => void gallery.load()}
        secondaryAction={{ label: GALLERY_TEXT.refresh, onClick: () => window.location.reload() }}
        hint={GALLERY_TEXT.timeoutHint}
      />
    ) : (
      <ErrorCard title={GALLERY_TEXT.loadFailed} message={gallery.error} onRetry={() => void gallery.load()} />
    );
  } else if (gallery.isLoading || pagination === null) {
    content = (
      <ul className={styles.grid} aria-hidden="true">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <li key={index} className={styles.gridItem}>
            <SkeletonCard />
          </li>
        ))}
      </ul>
    );
  } else if (emptyKind === 'noProjects') {
    content = (
      <EmptyState
        icon={<BookOpen />}
        title={GALLERY_TEXT.noProjects}
        description={GALLERY_TEXT.noProjectsHint}
        action={
          <Button icon={<Sparkles size="100%" />} loading={workflow.isCreating} onClick={() => void workflow.newProject()}>
            {GALLERY_TEXT.startCreating}
          </Button>
        }
      />
    );
  } else if (emptyKind === 'noResults') {
    content = <EmptyState icon={<SearchX />} title={GALLERY_TEXT.noResults} description={GALLERY_TEXT.noResultsHint} />;
  } else {
    content = (
      <ul className={styles.grid}>
        {gallery.projects.map((project) => (
          <li key={project.project_id} className={styles.gridItem}>
            <GalleryCard
              project={project}
              onPlayVideo={(p) => void playVideo(p)}
              onShare={(p) => openDialog('share', p)}
              onRemoveFromShowcase={(p) => openDialog('remove', p)}
              onDelete={(p) => openDialog('delete', p)}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className={`${page} ${styles.root}`}>
      <title>{`${GALLERY_TEXT.title} · Storyloom`}</title>
      <GalleryToolbar
        search={gallery.search}
        onSearchChange={gallery.setSearch}
        filter={gallery.filter}
        filterOptions={galleryFilterOptions}
        onFilterChange={gallery.setFilter}
        selectMode={gallery.selectMode}
        selectedCount={gallery.selectedIds.size}
        onToggleSelectMode={gallery.toggleSelectMode}
        onDeleteSelected={() => setBulkOpen(true)}
        onNewProject={() => void workflow.newProject()}
        creatingProject={workflow.isCreating}
      />

      <div ref={resultsRef} className={styles.results} aria-busy={gallery.isLoading}>
        <div className={styles.status}>
          {/* Kept mounted, so a new search or page is announced; the empty states say 'nothing' on screen. */}
          {pagination !== null && gallery.error === null ? (
            <div className={total === 0 ? visuallyHidden : undefined}>
              <ResultRange page={pagination.page} limit={GALLERY_PAGE_SIZE} total={total} />
            </div>
          ) : null}
          {gallery.isRetrying ? (
            <p className={styles.retrying}>
              <Spinner inline label={GALLERY_TEXT.retrying} />
              <span aria-hidden="true">{GALLERY_TEXT.retrying}</span>
            </p>
          ) : null}
        </div>
        {content}
        {/* Stays while the next page loads, so focus stays on the page button that was pressed. */}
        {pagination !== null && gallery.error === null ? (
          <div className={styles.pagination}>
            <Pagination page={gallery.page} pages={pagination.pages} onPageChange={goToPage} label="Gallery pages" />
          </div>
        ) : null}
      </div>

      {target ? (
        <>
          <ConfirmDialog
            open={dialog.kind === 'delete'}
            tone="danger"
            title="Delete this project?"
            message={`“${projectTitle(target)}” and all its images, audio and videos will be deleted permanently. This cannot be undone.`}
            confirmLabel="Delete Project"
            loading={targetBusy}
            onConfirm={() => void confirmDelete()}
            onCancel={closeDialog}
          />
          <ConfirmDialog
            open={dialog.kind === 'remove'}
            tone="danger"
            title="Remove from showcase?"
            message={`“${projectTitle(target)}” will no longer appear in the public Community Showcase. You can share it again later.`}
            confirmLabel="Remove"
            loading={targetBusy}
            onConfirm={() => void confirmRemove()}
            onCancel={closeDialog}
          />
          <ShareDialog
            open={dialog.kind === 'share'}
            project={target}
            categories={shareCategoryOptions}
            processing={targetBusy}
            onSubmit={(values) => void share(values)}
            onCancel={closeDialog}
          />
          <VideoDialog
            open={dialog.kind === 'video'}
            onClose={closeDialog}
            title={projectTitle(target)}
            videoUrl={dialog.videoUrl}
            poster={target.thumbnail_url}
          />
        </>
      ) : null}
      <BulkDeleteConfirm
        open={bulkOpen}
        count={gallery.selectedIds.size}
        deleting={gallery.isBulkDeleting}
        onConfirm={() => void confirmBulkDelete()}
        onCancel={() => setBulkOpen(false)}
      />
    </div>
  );
});
