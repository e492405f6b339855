import { useEffect, useState } from 'react';

/**
 * A preview address for a picked file (a blob: URL), made when the file arrives and revoked when
 * it changes or the component goes, so a screen that previews many picks leaks none of them.
 * Null without a file, and for the first render of a new one.
 */
export function useObjectUrl(file: Blob | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}
