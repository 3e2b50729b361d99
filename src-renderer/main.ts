import { mount } from 'svelte';
import App from './App.svelte';
import { startLanguage } from './i18n';
import './styles.css';

const target = document.getElementById('app');
if (!target) throw new Error('index.html has no #app element');
startLanguage();
mount(App, { target });
