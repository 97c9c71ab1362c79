/**
 * The route progress bar, in place of theme-classic's `nprogress` client module (./index.ts
 * resolves that module to ./progressBar.ts, which adds the theme's nprogress.css to this).
 * Same behaviour and look: a route change that takes more than 200 ms shows a bar at the
 * top of the window, which creeps on while the route loads, then completes and fades once
 * the new route has rendered. Written by hand: the nprogress library and theme-classic's
 * wrapper, about 1.5 KB gzip, sat in every page's first download for a bar that only
 * navigation shows.
 */
import type {ClientModule} from '@docusaurus/types';

/** theme-classic's: a faster route change shows nothing. */
const DELAY = 200;
/** nprogress' default speed of its last step and fade. */
const SPEED = 200;

let current: HTMLElement | null = null;

function start(): void {
  const root = document.createElement('div');
  root.id = 'nprogress';
  const bar = root.appendChild(document.createElement('div'));
  bar.className = 'bar';
  bar.appendChild(document.createElement('div')).className = 'peg';
  // From nprogress' 8 % towards 95 %, slower and slower, until the route has rendered.
  bar.style.transform = 'translate3d(-5%,0,0)';
  bar.animate?.([{transform: 'translate3d(-92%,0,0)'}, {transform: 'translate3d(-5%,0,0)'}], {
    duration: 10_000,
    easing: 'cubic-bezier(0.1,0.8,0.3,1)',
  });
  current?.remove();
  current = document.body.appendChild(root);
}

function done(): void {
  const root = current;
  if (!root) return;
  current = null;
  const bar = root.firstElementChild as HTMLElement;
  bar.getAnimations?.().forEach((animation) => animation.pause());
  bar.animate?.([{transform: 'translate3d(0,0,0)'}], {duration: SPEED, fill: 'forwards'});
  root.animate?.([{opacity: 1}, {opacity: 0}], {duration: SPEED, delay: SPEED, fill: 'forwards'});
  window.setTimeout(() => root.remove(), SPEED * 2);
}

const progressBar: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (previousLocation && location.pathname !== previousLocation.pathname) {
      const timeout = window.setTimeout(start, DELAY);
      return () => window.clearTimeout(timeout);
    }
    return undefined;
  },
  onRouteDidUpdate() {
    done();
  },
};

export default progressBar;
