import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { DiscountTables } from '../domain/discounts/tables.ts';
import type { PaymentTables } from '../domain/payments/tables.ts';
import type { SocialTables } from '../domain/social/tables.ts';
import type { VideoTables } from '../domain/video/tables.ts';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export type FileKind =
  | 'uploaded_image'
  | 'style_image'
  | 'reference_image'
  | 'generated_image'
  | 'audio'
  | 'video'
  | 'thumbnail'
  | 'music'
  | 'animation';

export interface StoredStoryPage {
  page_number: number;
  page_text: string;
}

/**
 * Row types of every table, kept in step with the numbered SQL files in ./migrations. Areas that own their tables
 * declare them next to their code and are joined in here.
 */
export interface Tables extends SocialTables, PaymentTables, DiscountTables, VideoTables {
  schema_migrations: {
    version: number;
    name: string;
    applied_at: Generated<Date>;
  };
  users: {
    id: Generated<string>;
    email: string;
    password_hash: string | null;
    created_at: CreatedAt;
    updated_at: Generated<Date>;
  };
  auth_sessions: {
    id: Generated<string>;
    user_id: string;
    created_at: CreatedAt;
    revoked_at: Date | null;
    revoked_reason: string | null;
  };
  refresh_tokens: {
    token_hash: string;
    session_id: string;
    created_at: CreatedAt;
    expires_at: Date;
    used_at: Date | null;
  };
  rate_limit_hits: {
    key: string;
    window_start: Date;
    hits: number;
  };
  credit_lots: {
    id: Generated<string>;
    user_id: string;
    kind: 'purchase' | 'bonus' | 'refund';
    amount: number;
    remaining: number;
    expires_at: Date | null;
    created_at: CreatedAt;
  };
  credit_transactions: {
    id: Generated<string>;
    user_id: string;
    type: 'purchase' | 'usage' | 'refund' | 'bonus';
    amount: number;
    description: string;
    reference: string | null;
    created_at: CreatedAt;
    /** The project a usage or its refund was for (0016); null for the rest and once the project is deleted. */
    project_id: string | null;
    /** Shared by the usage rows of one spend (0016). */
    charge_id: string | null;
    /** The part's place in its charge, for listing the parts in order (0016). */
    charge_part: number | null;
    /** What a charge of several parts was for, on each of its rows (0016). */
    charge_description: string | null;
  };
  credit_spend_allocations: {
    transaction_id: string;
    lot_id: string;
    amount: number;
  };
  projects: {
    id: Generated<string>;
    user_id: string;
    story_title: string | null;
    context: string | null;
    theme: string | null;
    character_description: string | null;
    additional_context: string | null;
    story_instructions: string | null;
    story_type: Generated<string>;
    num_pages: Generated<number>;
    language: Generated<string>;
    art_style: Generated<string>;
    style_prompt: string | null;
    selected_voice_id: string | null;
    current_stage: Generated<number>;
    stage_1_completed: Generated<boolean>;
    stage_2_completed: Generated<boolean>;
    stage_3_completed: Generated<boolean>;
    approved_reference_file_id: string | null;
    created_at: CreatedAt;
    modified_at: Date;
  };
  /** How many projects each user has; kept by triggers on projects (migration 0010). */
  project_counts: {
    user_id: string;
    projects: number;
  };
  /** Where deep pages of a user's gallery begin: every 128th project's key; dropped by triggers on any reorder (0014). */
  gallery_marks: {
    user_id: string;
    position: number;
    modified_at: Date;
    project_id: string;
  };
  /** What the gallery shows of a project besides its columns; kept by triggers (migration 0012). */
  project_summaries: {
    project_id: string;
    image_count: Generated<number>;
    audio_count: Generated<number>;
    video_count: Generated<number>;
    is_shared: Generated<boolean>;
    thumbnail_key: string | null;
  };
  project_files: {
    id: Generated<string>;
    project_id: string;
    kind: FileKind;
    page_number: number | null;
    blob_key: string;
    file_name: string;
    content_type: string;
    /** bigint: pg answers it as a string. */
    size_bytes: ColumnType<string, number, number>;
    metadata: JSONColumnType<Record<string, unknown>>;
    created_at: CreatedAt;
  };
  project_stories: {
    project_id: string;
    title: string | null;
    pages: JSONColumnType<StoredStoryPage[]>;
    created_at: CreatedAt;
    updated_at: Date;
  };
  image_versions: {
    project_id: string;
    page_index: number;
    version_index: number;
    file_id: string | null;
    image_url: string | null;
    label: string;
    instructions: string | null;
    is_original: boolean;
    created_at: CreatedAt;
  };
  current_image_versions: {
    project_id: string;
    page_index: number;
    version_index: number;
  };
  showcase_videos: {
    id: Generated<string>;
    project_id: string;
    user_id: string;
    title: string;
    description: string | null;
    category: string;
    video_file_id: string;
    thumbnail_file_id: string | null;
    duration_seconds: number | null;
    is_featured: Generated<boolean>;
    view_count: Generated<number>;
    likes_count: Generated<number>;
    dislikes_count: Generated<number>;
    created_at: CreatedAt;
  };
  video_likes: {
    video_id: string;
    user_id: string;
    is_like: boolean;
    created_at: CreatedAt;
  };
  /** A showcase entry taken down, kept for the next share of the same video: its id and views (0015). */
  withdrawn_showcase_videos: {
    video_file_id: string;
    showcase_id: string;
    view_count: number;
    withdrawn_at: CreatedAt;
  };
  /** The likes and dislikes of a withdrawn entry, put back into video_likes when it is shared again (0015). */
  withdrawn_video_likes: {
    showcase_id: string;
    user_id: string;
    is_like: boolean;
    created_at: Date;
  };
  notifications: {
    id: Generated<string>;
    user_id: string;
    type: string;
    title: string;
    message: string;
    data: JSONColumnType<Record<string, unknown>>;
    actions: JSONColumnType<{ type: 'redirect'; url: string; label: string }[]>;
    is_read: Generated<boolean>;
    is_clicked: Generated<boolean>;
    created_at: CreatedAt;
  };
}
