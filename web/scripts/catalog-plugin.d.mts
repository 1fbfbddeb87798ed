import type { Plugin } from 'vite';

export function catalogPlugin(): Plugin;

export const SPLIT_NAMESPACES: readonly ('booking' | 'manage' | 'offer' | 'waitlist')[];
