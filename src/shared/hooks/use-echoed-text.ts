import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { createEchoQueue, type EchoQueue } from '../lib/echo-queue';

/**
 * A text box whose value lives elsewhere (a URL parameter) that catches up in a later render: the router applies a
 * URL change in a transition, so between two quick keystrokes the box would show the value before the first one and
 * the second would be typed onto it (characters lost or scrambled on a slow machine). The box shows what was typed at
 * once; the outside value replaces it only when it changes to something this box did not send (Back, Forward, a
 * "clear search" button), not when it merely catches up with earlier keystrokes.
 */
export function useEchoedText(value: string, onChange: (text: string) => void): [string, (text: string) => void] {
  const [shown, setShown] = useState(value);
  // Texts sent and not yet seen coming back; made once, on the first render.
  const echoes = useRef<EchoQueue<string>>(null);
  if (echoes.current === null) echoes.current = createEchoQueue<string>();

  useLayoutEffect(() => {
    if (echoes.current?.isEcho(value)) return;
    setShown(value);
  }, [value]);

  const change = useCallback(
    (text: string) => {
      setShown(text);
      echoes.current?.sent(text);
      onChange(text);
    },
    [onChange],
  );
  return [shown, change];
}
