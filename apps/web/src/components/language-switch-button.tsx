import { useState } from 'react';
import { Button, type MantineSize } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { isLanguage, type Language } from '@/i18n/language';

interface LanguageSwitchButtonProps {
  /** The other language's code, as the screen's catalog gives it. */
  target: string;
  /** The other language named in that language ("العربية" on English screens, "English" on Arabic ones), as people look for their own. */
  name: string;
  title: string;
  size?: MantineSize | `compact-${MantineSize}`;
  /** Switches to the language; the button shows it is busy until the promise settles. */
  onChoose: (language: Language) => Promise<void>;
  /** Runs the switch, or asks first (the console guards unsaved forms). */
  guard?: (go: () => void) => void;
}

/** The one language switch of every audience: the members' app, the console and the public pages keep their choice each their own way. */
export function LanguageSwitchButton({ target, name, title, size = 'compact-md', onChoose, guard = (go) => go() }: LanguageSwitchButtonProps) {
  const [busy, setBusy] = useState(false);
  const change = async () => {
    if (!isLanguage(target)) return;
    setBusy(true);
    try {
      await onChoose(target);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="subtle"
      size={size}
      leftSection={<IconLanguage size={18} aria-hidden />}
      lang={target}
      title={title}
      loading={busy}
      onClick={() => guard(() => void change())}
    >
      {name}
    </Button>
  );
}
