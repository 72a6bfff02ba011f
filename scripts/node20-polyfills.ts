// Vitest's reporter calls Map.groupBy, which Node 20 lacks (Node 21+ has it). Loaded by vitest.config.ts.
if (typeof (Map as { groupBy?: unknown }).groupBy !== 'function') {
  Object.defineProperty(Map, 'groupBy', {
    configurable: true,
    writable: true,
    value<K, V>(items: Iterable<V>, key: (item: V, index: number) => K): Map<K, V[]> {
      const groups = new Map<K, V[]>();
      let index = 0;
      for (const item of items) {
        const k = key(item, index++);
        const list = groups.get(k);
        if (list) list.push(item);
        else groups.set(k, [item]);
      }
      return groups;
    },
  });
}
