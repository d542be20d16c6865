import { createContext, useContext, type AnchorHTMLAttributes, type ComponentType, type ReactNode, type Ref } from 'react';

export type LinkComponentProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
};
export type LinkComponent = ComponentType<LinkComponentProps>;

function AnchorLink({ children, ...props }: LinkComponentProps) {
  return <a {...props}>{children}</a>;
}

const LinkComponentContext = createContext<LinkComponent>(AnchorLink);

/**
 * Lets the app render every link of the design system with its router's link (client-side navigation) while the
 * components stay router-agnostic. Without a provider, links are plain `<a href>`.
 */
export function LinkProvider({ component, children }: { component: LinkComponent; children: ReactNode }) {
  return <LinkComponentContext value={component}>{children}</LinkComponentContext>;
}

/** The link every design-system component renders: the provided link component, or `<a>`. */
export function Link(props: LinkComponentProps) {
  const ProvidedLink = useContext(LinkComponentContext);
  // The provided component is one module-level component for the app's lifetime, not one made per render.
  // eslint-disable-next-line react-hooks/static-components
  return <ProvidedLink {...props} />;
}
