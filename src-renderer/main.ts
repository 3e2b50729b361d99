import { mount } from 'svelte';
import App from './App.svelte';
import { startLanguage } from './i18n';
import { warmStageApp } from './shell/stage-apps';
import './styles.css';

const target = document.getElementById('app');
if (!target) throw new Error('index.html has no #app element');
startLanguage();
// Every screen shows a stage: its WebGL context is made while the table is joined (before the
// mount, so the first stage takes this one rather than making a second).
warmStageApp();
mount(App, { target });
