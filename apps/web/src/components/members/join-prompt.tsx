import { lazy, Suspense } from 'react';
import { useMemberSession } from '@/lib/members/session';
import { askToJoin, useJoinPromptAsked, type JoinReason } from '@/lib/members/visitors';

// What the prompt draws loads the first time it is needed: a member's first screen never carries
// it (the members' landing has a JavaScript budget, docs/performance.md). Its texts come with it
// and are loaded before it first renders.
const loadSheet = () => import('./join-prompt-sheet').then(async (module) => (await module.loadTexts(), module));
const JoinPromptSheet = lazy(() => loadSheet().then((module) => ({ default: module.JoinPromptSheet })));
const JoinPromptScreen = lazy(() => loadSheet().then((module) => ({ default: module.JoinPromptPanel })));

/** The prompt over the screen the visitor was on, drawn once by the shell while it is asked for. */
export function JoinPromptHost() {
  const reason = useJoinPromptAsked();
  const session = useMemberSession();
  if (reason === null || session) return null;
  return (
    <Suspense fallback={null}>
      <JoinPromptSheet reason={reason} onClose={() => askToJoin(null)} />
    </Suspense>
  );
}

/** In place of a personal screen (chat, notifications, profile, sell) for a visitor. */
export function JoinPromptPanel({ reason }: { reason: JoinReason }) {
  return (
    <Suspense fallback={null}>
      <JoinPromptScreen reason={reason} />
    </Suspense>
  );
}
