/**
 * The server render of the public pages (built by `vite build --ssr` into dist-ssr/, imported by the
 * gateway). `renderPage` renders the app at a URL with Apollo Client's `prerenderStatic` over React's
 * `prerenderToNodeStream`: it renders, waits for the queries the render started (run by `execute`,
 * the gateway's own schema in-process), and renders again until no query is left, so the HTML holds
 * the data and the cache it returns lets the browser's Apollo Client start from the same data.
 */
import { StrictMode, type ReactElement, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createRoutesFromChildren, matchRoutes, StaticRouter } from 'react-router';
import { print, type FormattedExecutionResult } from 'graphql';
import { Observable } from 'rxjs';
import { ApolloLink, type NormalizedCacheObject } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { App } from './app/App';
import { createApolloClient } from './app/apollo';
import { AppRoutes } from './app/router';
import { emptyBooking } from './features/booking/bookingStorage';
import { ServiceRouteQuery, ServicesRouteQuery } from './features/catalogue/operations';
import { PageHeadContext, type CollectedHead } from './lib/pageHead';
import { SITE_NAME } from './lib/usePageTitle';
import { FALLBACK_IMAGE } from './features/catalogue/ServiceImage';
import { faqPageLd, localBusiness, serviceLd, type JsonLd } from './ssr/structuredData';
import { SiteInfoQuery } from './app/siteInfo';

export interface GraphqlRequest {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

/** Runs one GraphQL operation for an anonymous visitor (the gateway: its schema, in-process). */
export type Execute = (request: GraphqlRequest) => Promise<FormattedExecutionResult>;

export interface RenderedPage {
  /** 200, or 404 for a service or category that does not exist (such pages are never kept). */
  status: number;
  /** The markup of `#root`. */
  html: string;
  /** The Apollo cache after the render, for the browser's client to start from. */
  state: NormalizedCacheObject;
  title: string;
  description: string | undefined;
  /** Absolute URL of the page's picture for link previews. */
  image: string | undefined;
  jsonLd: JsonLd[];
}

/**
 * Whether the router has a page for `pathname` (other than the not-found page), read from the router
 * itself: the gateway renders the not-found page, with its 404, for every other path.
 */
export function isKnownPath(pathname: string): boolean {
  const tree = AppRoutes() as ReactElement<{ children: ReactNode }>;
  const routes = createRoutesFromChildren(tree.props.children);
  const matched = matchRoutes(routes, pathname);
  const leaf = matched?.[matched.length - 1]?.route;
  return leaf !== undefined && leaf.path !== '*';
}

function inProcessLink(execute: Execute): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        execute({
          query: print(operation.query),
          variables: operation.variables,
          ...(operation.operationName ? { operationName: operation.operationName } : {}),
        }).then(
          (result) => {
            observer.next(result as ApolloLink.Result);
            observer.complete();
          },
          (error: unknown) => observer.error(error),
        );
      }),
  );
}

function absolute(origin: string, url: string): string {
  return new URL(url, `${origin}/`).href;
}

/** Renders the page at `url` (a path and query) for a visitor at `origin` (the public URL's origin). */
export async function renderPage(
  url: string,
  origin: string,
  execute: Execute,
  onError: (error: unknown) => void = (error) => console.error(error),
): Promise<RenderedPage> {
  const { pathname } = new URL(url, 'http://localhost');
  const client = createApolloClient(inProcessLink(execute));
  const head: CollectedHead = {};
  const { result } = await prerenderStatic({
    tree: (
      <StrictMode>
        <PageHeadContext value={head}>
          <App initialBooking={emptyBooking()} client={client}>
            <StaticRouter location={url}>
              <AppRoutes />
            </StaticRouter>
          </App>
        </PageHeadContext>
      </StrictMode>
    ),
    // An error in a part of the page: React renders that part's fallback and the browser renders it
    // again (reported here so the gateway logs it).
    // No size limit for inlining a finished part: React would otherwise send a large part apart, to
    // be moved into place by an inline script (which neither a reader without scripts nor the content
    // security policy would run).
    renderFunction: (tree) => prerenderToNodeStream(tree, { onError, progressiveChunkSize: Infinity }),
    maxRerenders: 5,
  });

  // Every page's shell asked for the site's details (the footer), so they are in the cache.
  const info = client.readQuery({ query: SiteInfoQuery })?.siteInfo;
  const jsonLd: JsonLd[] = info ? [localBusiness(origin, info)] : [];
  let status = 200;
  let image: string | undefined;
  const serviceId = /^\/service\/([^/]+)$/.exec(pathname)?.[1];
  if (serviceId) {
    const service = client.readQuery({
      query: ServiceRouteQuery,
      variables: { id: decodeURIComponent(serviceId) },
    })?.service;
    if (service) {
      image = absolute(origin, service.imageUrl || FALLBACK_IMAGE);
      jsonLd.push(serviceLd(origin, service, image));
    } else {
      status = 404;
    }
  }
  const categoryId = /^\/services\/([^/]+)$/.exec(pathname)?.[1];
  if (categoryId) {
    const id = decodeURIComponent(categoryId);
    const shown = client.readQuery({ query: ServicesRouteQuery, variables: { categoryId: id } });
    if (!shown?.categories.some((category) => category.id === id)) status = 404;
  }
  if (pathname === '/faqs' && info) jsonLd.push(faqPageLd(info));
  if (head.status) status = head.status;

  return {
    status,
    html: result,
    state: client.extract() as NormalizedCacheObject,
    title: head.title ?? SITE_NAME,
    description: head.description,
    image,
    jsonLd,
  };
}
