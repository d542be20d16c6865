/**
 * Docs pages render stories inline; a modal dialog (top layer) or a fixed toast region would cover the whole docs
 * page, so stories of those render in their own frame there.
 */
export const overlayDocs = { docs: { story: { inline: false, iframeHeight: 640 } } } as const;
