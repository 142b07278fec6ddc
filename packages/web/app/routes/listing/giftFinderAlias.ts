/**
 * /deals/{location}/gift-finder[/gifts-for-{audience}]: the gift finder under the listings' base
 * (spec 2 §7.4 "gift finder {base}/{path}/gift-finder"), which is otherwise a category path that
 * names no category. A permanent redirect to its one address under /deal (spec 1 §2
 * "/deal/dublin/gift-finder"), keeping the answers in the query.
 */
import { redirect, type LoaderFunctionArgs } from 'react-router';

export const loader = ({ request, params }: LoaderFunctionArgs) => {
  const audience = params['audience'] === undefined ? '' : `/${encodeURIComponent(params['audience'])}`;
  const location = encodeURIComponent(params['location'] ?? '');
  return redirect(`/deal/${location}/gift-finder${audience}${new URL(request.url).search}`, 301);
};
