import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { Schema } from '@storyloom/api-client';
import { ProjectCard } from '@storyloom/ui';
import { useStores } from '../../stores/StoresContext.tsx';

type Project = Schema<'ProjectListItem'>;

/** What a card asks the page to do: the actions that need a dialog. */
export type GalleryCardActions = {
  onPlayVideo: (project: Project) => void;
  onShare: (project: Project) => void;
  onRemoveFromShowcase: (project: Project) => void;
  onDelete: (project: Project) => void;
};

/** One project of the gallery grid: opening and copying go to the project store, the rest to the page's dialogs. */
export const GalleryCard = observer(function GalleryCard({ project, ...actions }: { project: Project } & GalleryCardActions) {
  const { gallery, project: workflow } = useStores();
  const [copying, setCopying] = useState(false);
  const id = project.project_id;

  // Completed projects (those with a video) open read-only: the project store decides from the project's files.
  const open = () => void workflow.loadProject(id);
  const createSimilar = async () => {
    setCopying(true);
    try {
      await workflow.editAsNew(id);
    } finally {
      setCopying(false);
    }
  };

  return (
    <ProjectCard
      project={project}
      titleAs="h2"
      onOpen={open}
      onView={open}
      onContinue={open}
      onCreateSimilar={() => void createSimilar()}
      copying={copying}
      onPlayVideo={actions.onPlayVideo}
      onShare={actions.onShare}
      onRemoveFromShowcase={actions.onRemoveFromShowcase}
      onDelete={actions.onDelete}
      selectable={gallery.selectMode}
      selected={gallery.selectedIds.has(id)}
      onSelectedChange={(selected) => gallery.setSelected(id, selected)}
    />
  );
});
