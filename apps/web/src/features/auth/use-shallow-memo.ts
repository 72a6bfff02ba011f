import { useRef } from 'react';

/**
 * The same object as on the last render while every one of its fields is the same (`Object.is`), else the new
 * one: a context value that changes only when one of its parts does, without listing the parts twice.
 */
export function useShallowMemo<T extends object>(value: T): T {
  const last = useRef(value);
  const previous = last.current;
  const keys = Object.keys(value) as (keyof T)[];
  const same =
    keys.length === Object.keys(previous).length && keys.every((key) => Object.is(value[key], previous[key]));
  if (!same) last.current = value;
  return last.current;
}
