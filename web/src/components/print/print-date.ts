import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * The day a sheet is printed: today, and again as the browser prints, so that a page left open
 * overnight prints the day it goes on paper (synchronously: the page is laid out for print right
 * after the event).
 */
export function usePrintDate(): Date {
  const [date, setDate] = useState(() => new Date());
  useEffect(() => {
    const printing = () => flushSync(() => setDate(new Date()));
    window.addEventListener('beforeprint', printing);
    return () => window.removeEventListener('beforeprint', printing);
  }, []);
  return date;
}
