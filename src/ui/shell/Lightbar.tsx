import { useEffect, useRef } from 'react';
import { LIGHTBAR_PARTICLES, type LightbarTheme, lightbarTheme } from '../../domain/lightbar.ts';
import './lightbar.css';

interface Particle {
  x: number;
  y: number;
  radius: number;
  colour: string;
  /** Speed in CSS pixels a second. */
  vx: number;
  vy: number;
  /** Where in its twinkle the particle starts. */
  phase: number;
}

const between = (low: number, high: number) => low + Math.random() * (high - low);

function spawn(theme: LightbarTheme, accent: string, width: number, height: number): Particle {
  const colour = theme.colours[Math.floor(Math.random() * theme.colours.length)] ?? '#fff';
  const speed = between(6, 22);
  return {
    x: Math.random() * width,
    y: Math.random() * height,
    radius: between(theme.size[0], theme.size[1]),
    colour: colour === 'accent' ? accent : colour,
    vx: theme.motion === 'drift' ? between(-1, 1) * speed : between(-3, 3),
    vy: theme.motion === 'fall' ? speed : theme.motion === 'rise' ? -speed : between(-2, 2),
    phase: Math.random() * Math.PI * 2,
  };
}

/** Moves a particle on by `seconds`, coming back in on the other side of the box it leaves. */
function move(particle: Particle, seconds: number, width: number, height: number): void {
  particle.x = (particle.x + particle.vx * seconds + width) % width;
  particle.y = (particle.y + particle.vy * seconds + height) % height;
}

function draw(
  context: CanvasRenderingContext2D,
  particles: Particle[],
  theme: LightbarTheme,
  height: number,
  time: number,
): void {
  context.clearRect(0, 0, context.canvas.width, context.canvas.height);
  for (const particle of particles) {
    // Twinkling, and fading out towards the bottom of the bar.
    const twinkle = 0.55 + 0.45 * Math.sin(time * 1.5 + particle.phase);
    context.globalAlpha = twinkle * (1 - particle.y / height) ** 1.5;
    context.fillStyle = particle.colour;
    if (theme.shape === 'square') {
      const side = particle.radius * 2;
      context.fillRect(particle.x - particle.radius, particle.y - particle.radius, side, side);
    } else {
      context.beginPath();
      context.arc(particle.x, particle.y, particle.radius, 0, Math.PI * 2);
      context.fill();
    }
  }
}

/**
 * The particle lightbar (spec doc 3 §2, §9): a glow in the theme's accent behind the header, with
 * 265 particles of the day's theme. Decoration only: hidden from assistive technology, still for a
 * viewer who asks for reduced motion, and idle while off screen.
 */
export default function Lightbar() {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const theme = lightbarTheme(new Date(), Math.random);
    // Without matchMedia (jsdom), as if no preference were stated.
    const reducedMotion =
      typeof window.matchMedia === 'function'
        ? window.matchMedia('(prefers-reduced-motion: reduce)')
        : undefined;
    let context: CanvasRenderingContext2D | null = null;
    let width = 0;
    let height = 0;
    let particles: Particle[] = [];
    let frame = 0;
    let visible = false;
    let last = 0;

    const render = (now: number) => {
      if (!context) return;
      const seconds = Math.min((now - last) / 1000, 0.1);
      last = now;
      for (const particle of particles) move(particle, seconds, width, height);
      draw(context, particles, theme, height, now / 1000);
      frame = requestAnimationFrame(render);
    };
    /** Draws the particles where they are, then animates them while on screen and allowed. */
    const restart = () => {
      cancelAnimationFrame(frame);
      if (!context) return;
      draw(context, particles, theme, height, last / 1000);
      if (visible && !reducedMotion?.matches) {
        last = performance.now();
        frame = requestAnimationFrame(render);
      }
    };
    const resize = () => {
      if (!context) return;
      const scale = Math.min(window.devicePixelRatio || 1, 2);
      width = canvas.clientWidth;
      height = canvas.clientHeight;
      canvas.width = Math.round(width * scale);
      canvas.height = Math.round(height * scale);
      context.setTransform(scale, 0, 0, scale, 0, 0);
      const accent = getComputedStyle(canvas).getPropertyValue('--accent-strong').trim() || '#fff';
      particles = Array.from({ length: LIGHTBAR_PARTICLES }, () =>
        spawn(theme, accent, width, height),
      );
      restart();
    };
    // Nothing is drawn before the bar is first seen: hidden, nothing runs.
    const onScreen = new IntersectionObserver(([entry]) => {
      visible = entry?.isIntersecting ?? false;
      if (visible && !context) {
        context = canvas.getContext('2d');
        resize();
      } else {
        restart();
      }
    });
    onScreen.observe(canvas);
    window.addEventListener('resize', resize);
    reducedMotion?.addEventListener('change', restart);
    return () => {
      cancelAnimationFrame(frame);
      onScreen.disconnect();
      window.removeEventListener('resize', resize);
      reducedMotion?.removeEventListener('change', restart);
    };
  }, []);
  return (
    <div className="lightbar" aria-hidden="true">
      <canvas ref={canvasRef} className="lightbar-particles" />
    </div>
  );
}
