import { useSearchParams } from 'react-router-dom';
import { rangeOf, rangeProblem } from './report-range';

/**
 * The report's days in the query string (`?from=&to=`): what the page asks for, why it cannot
 * (in the server's words), and a way to ask for other days that keeps the rest of the query
 * (the report's view), so a range can be bookmarked and survives a reload.
 */
export function useReportRange() {
  const [search, setSearch] = useSearchParams();
  const range = rangeOf(search);
  const apply = ({ from, to }: { from: string; to: string }) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      next.set('from', from);
      next.set('to', to);
      return next;
    });
  return { range, problem: rangeProblem(range), apply };
}
