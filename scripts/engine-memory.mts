// `node --expose-gc --import tsx scripts/engine-memory.mts` (run by `npm run bench`): the heap the
// embedded engine's knowledge base and lexicons take once loaded and used (issue 5: ≤ 20 MB).
const settle = () => {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed;
};
await import('zod');
const before = settle();
const { composeReply } = await import('../src/server/features/assistant/engine/compose');
const { analyse } = await import('../src/server/features/assistant/engine/analyse');
const { followUpQuestions } = await import('../src/server/features/assistant/engine/follow-up');
const { redact } = await import('../src/server/features/assistant/engine/redact');
const { assessSafety } = await import('../src/server/features/assistant/engine/safety');
const { emptyCase } = await import('../src/server/features/assistant/engine/types');
const text =
  "Une résidente de 88 ans refuse la douche le matin en EMS, elle crie. On a essayé de changer l'heure.";
const state = analyse(redact(text).text, emptyCase());
assessSafety(text);
composeReply({
  state,
  followUps: followUpQuestions(state),
  mode: 'propose',
  resources: [],
  isFirstReply: true,
});
const after = settle();
console.log(JSON.stringify({ engineHeapMB: +((after - before) / 1024 / 1024).toFixed(2) }));
