/**
 * /find and /find/... (spec 1 §2 "/find/"; route classification: find is the search page type):
 * another address of the search page, so a permanent redirect to /search with the same query.
 */
import { type LoaderFunctionArgs, redirect } from 'react-router';

export const loader = ({ request }: LoaderFunctionArgs) => redirect(`/search${new URL(request.url).search}`, 301);
