import type * as React from 'react';
import { useSyncExternalStore } from 'react';

import type { ToastActionElement, ToastProps } from '@/components/ui/toast';

/** Only one toast is shown at a time: a new toast replaces the current one. */
const TOAST_LIMIT = 1;
/** Delay between a toast closing and its removal from the store. */
const TOAST_REMOVE_DELAY = 1000;

type ToasterToast = ToastProps & {
  id: string;
  title?: React.ReactNode;
  description?: React.ReactNode;
  action?: ToastActionElement;
};

type Toast = Omit<ToasterToast, 'id'>;

let count = 0;
let toasts: ToasterToast[] = [];
const listeners = new Set<() => void>();
const removeTimeouts = new Map<string, ReturnType<typeof setTimeout>>();

function genId() {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  return count.toString();
}

function setToasts(next: ToasterToast[]) {
  const kept = new Set(next.map((t) => t.id));
  for (const [id, timeout] of removeTimeouts) {
    if (!kept.has(id)) {
      clearTimeout(timeout);
      removeTimeouts.delete(id);
    }
  }
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string) {
  if (removeTimeouts.has(id)) return;
  const timeout = setTimeout(() => {
    removeTimeouts.delete(id);
    setToasts(toasts.filter((t) => t.id !== id));
  }, TOAST_REMOVE_DELAY);
  removeTimeouts.set(id, timeout);
}

/** Closes one toast, or all of them when no id is given. */
function dismiss(toastId?: string) {
  const closing = toasts.filter((t) => toastId === undefined || t.id === toastId);
  if (closing.length === 0) return;
  setToasts(toasts.map((t) => (toastId === undefined || t.id === toastId ? { ...t, open: false } : t)));
  for (const t of closing) scheduleRemoval(t.id);
}

/** Shows a toast. Callable from anywhere, including outside React components. */
function toast({ onOpenChange, ...props }: Toast) {
  const id = genId();

  const update = (next: Partial<Toast>) =>
    setToasts(toasts.map((t) => (t.id === id ? { ...t, ...next, id } : t)));
  const close = () => dismiss(id);

  const created: ToasterToast = {
    ...props,
    id,
    open: true,
    onOpenChange: (open) => {
      onOpenChange?.(open);
      if (!open) close();
    },
  };
  setToasts([created, ...toasts].slice(0, TOAST_LIMIT));

  return { id, dismiss: close, update };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function getSnapshot() {
  return toasts;
}

function useToast() {
  const current = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toasts: current, toast, dismiss };
}

export { type ToasterToast, toast, useToast };
