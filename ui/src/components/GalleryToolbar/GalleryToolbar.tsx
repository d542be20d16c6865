import { ListChecks, Plus, Search, Trash2, X } from 'lucide-react';
import { Button } from '../Button/Button.tsx';
import { Select, type SelectOption } from '../Select/Select.tsx';
import { showcaseCategories } from '../ShareDialog/ShareDialog.tsx';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './GalleryToolbar.css.ts';

/** The gallery's filter values: everything, by progress, or one of the six story types. */
export const galleryFilters = ['all', 'completed', 'in_progress', ...showcaseCategories] as const;
export type GalleryFilter = (typeof galleryFilters)[number];

export type GalleryToolbarProps = {
  /** The search text (controlled). */
  search: string;
  /** Called on every keystroke; the owner debounces the request. */
  onSearchChange: (search: string) => void;
  filter: GalleryFilter;
  /** The filter dropdown's options with their labels ('All Projects', 'Completed', …). */
  filterOptions: readonly SelectOption<GalleryFilter>[];
  onFilterChange: (filter: GalleryFilter) => void;
  /** Bulk mode: cards show checkboxes and 'Delete Selected (n)' appears. */
  selectMode: boolean;
  /** How many projects are selected in bulk mode. */
  selectedCount: number;
  /** 'Select' enters bulk mode, 'Cancel' leaves it. */
  onToggleSelectMode: () => void;
  onDeleteSelected: () => void;
  onNewProject: () => void;
  /** A new project is being created: New Project spins. */
  creatingProject?: boolean;
};

// Button leaves an SVG at its own 24 px: make the icon fill its 1.25em slot.
const fillSlot = { size: '100%' } as const;

/** The gallery's header: title, bulk-mode controls, New Project, search and filter. */
export function GalleryToolbar({
  search,
  onSearchChange,
  filter,
  filterOptions,
  onFilterChange,
  selectMode,
  selectedCount,
  onToggleSelectMode,
  onDeleteSelected,
  onNewProject,
  creatingProject = false,
}: GalleryToolbarProps) {
  return (
    <div className={styles.root}>
      <div className={styles.top}>
        <h1 className={styles.title}>Your Magical Projects</h1>
        <div className={styles.actions}>
          {selectMode ? (
            <Button variant="danger" icon={<Trash2 {...fillSlot} />} disabled={selectedCount < 1} onClick={onDeleteSelected}>
              {`Delete Selected (${selectedCount})`}
            </Button>
          ) : null}
          <Button
            variant="secondary"
            icon={selectMode ? <X {...fillSlot} /> : <ListChecks {...fillSlot} />}
            onClick={onToggleSelectMode}
          >
            {selectMode ? 'Cancel' : 'Select'}
          </Button>
          <Button icon={<Plus {...fillSlot} />} loading={creatingProject} onClick={onNewProject}>
            New Project
          </Button>
        </div>
      </div>
      <div className={styles.filters} role="search">
        <div className={styles.search}>
          <TextField
            type="search"
            label="Search projects"
            hideLabel
            placeholder="Search projects..."
            icon={<Search />}
            value={search}
            onChange={onSearchChange}
          />
        </div>
        <div className={styles.filter}>
          <Select<GalleryFilter>
            label="Filter projects"
            hideLabel
            options={filterOptions}
            value={filter}
            onChange={onFilterChange}
          />
        </div>
      </div>
    </div>
  );
}
