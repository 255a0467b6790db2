/**
 * `#/front`: the home hero's ten topic slides on the desk. Each slide's title, line and picture
 * are edited beside a preview of it; the topics, their order and their links stay as they are.
 * Nothing typed is lost to a refusal: the fields keep it, and the refusal names the slide.
 */
import { useEffect, useState } from 'react';
import type { HeroSlideSetting } from '../../../contract/front-page.ts';
import { HERO_TEXT_LIMITS } from '../../../contract/front-page.ts';
import { MEDIA_UPLOAD } from '../../../contract/desk.ts';
import { fetchDeskFront, saveHeroSlides } from '../../lib/api/desk-front.ts';
import { resolveMediaUrl } from '../../lib/api/urls.ts';
import { FRONT_TEXT } from '../../lib/desk/front-text.ts';
import { deskHash } from '../../lib/desk/desk-route.ts';
import {
  heroFieldProblem,
  heroSlidesReady,
  heroSlidesToSend,
  heroTopicName,
  type HeroField,
} from '../../lib/desk/hero-draft.ts';
import { withEditorToken } from '../../stores/desk.ts';
import { useOnePictureUpload } from './useOnePictureUpload.ts';
import './hero-desk.css';

const WORDS = FRONT_TEXT.hero;

type Load = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'open' };

function SlidePreview({ slide, index }: { slide: HeroSlideSetting; index: number }) {
  return (
    <figure className="hero-desk__preview" aria-label={WORDS.previewOf(index)}>
      {slide.image && <img src={resolveMediaUrl(slide.image)} alt="" />}
      <div className="hero-desk__words">
        <span className="eyebrow hero-desk__topic">{heroTopicName(slide)}</span>
        <span className="hero-desk__title">{slide.title}</span>
        <span className="hero-desk__text">{slide.text}</span>
        <span className="button hero-desk__cta">Read More</span>
      </div>
    </figure>
  );
}

interface SlideFieldsProps {
  slide: HeroSlideSetting;
  index: number;
  change: (patch: Partial<HeroSlideSetting>) => void;
  showProblems: boolean;
}

function SlideFields({ slide, index, change, showProblems }: SlideFieldsProps) {
  const { upload, choose } = useOnePictureUpload((image) => change({ image }));
  const id = (field: string) => `hero-${index}-${field}`;

  const words = (field: HeroField, label: string) => {
    const problem = showProblems ? heroFieldProblem(slide, field) : undefined;
    const max = HERO_TEXT_LIMITS[field];
    const props = {
      id: id(field),
      value: slide[field],
      'aria-invalid': problem ? true : undefined,
      'aria-describedby': id(`${field}-count`),
      onChange: (event: { target: { value: string } }) => change({ [field]: event.target.value }),
    };
    return (
      <div className="field">
        <label htmlFor={id(field)}>{label}</label>
        {field === 'title' ? <input type="text" {...props} /> : <textarea rows={2} {...props} />}
        <p id={id(`${field}-count`)} className="field__hint">
          {WORDS.count(slide[field].trim().length, max)}
          {problem && <span className="desk-error"> {problem}</span>}
        </p>
      </div>
    );
  };

  return (
    <fieldset className="hero-desk__slide">
      <legend>{WORDS.slide(index, heroTopicName(slide))}</legend>
      <div className="hero-desk__fields">
        {words('title', WORDS.title)}
        {words('text', WORDS.text)}
        <div className="field">
          <label htmlFor={id('picture')}>{WORDS.choose}</label>
          <input
            id={id('picture')}
            type="file"
            accept={MEDIA_UPLOAD.types.join(',')}
            disabled={upload.busy}
            onChange={(event) => void choose(event.target.files?.[0])}
          />
          <p className="field__hint">{upload.busy ? WORDS.uploading : slide.image ? '' : WORDS.noPicture}</p>
          {slide.image && (
            <button type="button" className="button button--ghost" onClick={() => change({ image: undefined })}>
              {WORDS.usePicture}
            </button>
          )}
          <p role="alert" className="desk-error">
            {upload.error}
          </p>
        </div>
      </div>
      <SlidePreview slide={slide} index={index} />
    </fieldset>
  );
}

export default function HeroDesk() {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [slides, setSlides] = useState<HeroSlideSetting[]>([]);
  const [said, setSaid] = useState<{ status?: string; error?: string }>({});
  const [busy, setBusy] = useState(false);
  const [showProblems, setShowProblems] = useState(false);

  useEffect(() => {
    let current = true;
    void withEditorToken(fetchDeskFront).then((answer) => {
      if (!current) return;
      if (!answer.ok) return setLoad({ status: 'failed', message: answer.message });
      setSlides(answer.value.slides);
      setLoad({ status: 'open' });
    });
    return () => {
      current = false;
    };
  }, []);

  if (load.status === 'loading') return <p role="status">{WORDS.loading}</p>;
  if (load.status === 'failed') return <p role="alert">{load.message}</p>;

  const change = (index: number, patch: Partial<HeroSlideSetting>) =>
    setSlides((before) => before.map((slide, at) => (at === index ? { ...slide, ...patch } : slide)));

  async function save() {
    if (!heroSlidesReady(slides)) {
      setShowProblems(true);
      return setSaid({ error: WORDS.empty });
    }
    setBusy(true);
    setSaid({ status: WORDS.saving });
    const answer = await withEditorToken((token) => saveHeroSlides(heroSlidesToSend(slides), token));
    setBusy(false);
    if (!answer.ok) return setSaid({ error: answer.message });
    setSlides(answer.value.slides);
    setSaid({ status: WORDS.saved });
  }

  return (
    <div className="hero-desk">
      <p>
        <a href={deskHash({ screen: 'library' })}>← Library</a>
      </p>
      <h2>{WORDS.heading}</h2>
      <p>{WORDS.intro}</p>
      {slides.map((slide, index) => (
        <SlideFields
          key={slide.topic}
          slide={slide}
          index={index}
          change={(patch) => change(index, patch)}
          showProblems={showProblems}
        />
      ))}
      <div className="hero-desk__save">
        <button type="button" className="button" disabled={busy} onClick={() => void save()}>
          {WORDS.save}
        </button>
        <p role="status">{said.status}</p>
        <p role="alert" className="desk-error">
          {said.error}
        </p>
      </div>
    </div>
  );
}
