import type { AppContext } from '../../context.ts';
import type { Handlers } from '../../http/types.ts';

export function discountHandlers(_ctx: AppContext): Handlers {
  return {};
}
