import { Link } from 'react-router';
import type { LinkComponentProps } from '@storyloom/ui';

/** The design system's links, rendered through React Router for app paths (client-side navigation). */
export function RouterLink({ href, children, ...props }: LinkComponentProps) {
  const isAppPath = href.startsWith('/') && !href.startsWith('//');
  if (isAppPath) {
    return (
      <Link to={href} {...props}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} {...props}>
      {children}
    </a>
  );
}
