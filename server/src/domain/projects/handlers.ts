import type { AppContext } from '../../context.ts';
import type { Handlers } from '../../http/types.ts';

export function projectHandlers(_ctx: AppContext): Handlers {
  return {};
}
