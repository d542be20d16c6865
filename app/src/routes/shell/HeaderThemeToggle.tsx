import { observer } from 'mobx-react-lite';
import { ThemeToggle } from '@storyloom/ui';
import { useStores } from '../../stores/StoresContext.tsx';

export const HeaderThemeToggle = observer(function HeaderThemeToggle() {
  const { theme } = useStores();
  return <ThemeToggle mode={theme.mode} onToggle={theme.toggle} />;
});
