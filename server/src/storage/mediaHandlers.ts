import type { AppContext } from '../context.ts';
import type { Handlers } from '../http/types.ts';

export function mediaHandlers(_ctx: AppContext): Handlers {
  return {};
}
