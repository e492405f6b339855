import type { ReactElement } from 'react';
import { Menu } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';

export interface PostMenuProps {
  /** The card's "More" button, which opens the menu (also shown alone while this file loads). */
  target: ReactElement;
  reportLabel: string;
  onReport: () => void;
  onOpen?: () => void;
  /** Opens at once: the button was clicked before this file had loaded. */
  opened?: boolean;
}

/**
 * A post's "More" menu (Report). Its own chunk, loaded when the first card renders: Mantine's
 * Menu brings the floating-ui positioning library, which Home's first paint does not need.
 */
export function PostMenu({ target, reportLabel, onReport, onOpen, opened = false }: PostMenuProps) {
  return (
    <Menu position="bottom-end" withinPortal onOpen={onOpen} defaultOpened={opened}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconFlag size={16} aria-hidden />} color="red" onClick={onReport}>
          {reportLabel}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
