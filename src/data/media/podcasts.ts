import { defineMedia } from './types'

/**
 * Podcast episodes and recorded panel discussions about Cypress, taken from
 * the podcast list the Cypress documentation kept (src/data/podcasts.json in
 * cypress-io/cypress-documentation); only episodes with an https link and a
 * published date are included.
 */
export const podcasts = defineMedia('src/data/media/podcasts.ts', 'podcast', [
  {
    title: 'Cypress.io Hot Seat Questions with Gleb Bahmutov',
    author: 'TestTalks: Joe Colantonio with Gleb Bahmutov',
    url: 'https://www.joecolantonio.com/testtalks/256-gleb-bahmutov/',
    date: '2019-06-09',
    kind: 'podcast',
    topics: ['end-to-end testing', 'best practices'],
    description:
      'A quick-fire question-and-answer session with Gleb Bahmutov about working with Cypress.',
  },
  {
    title: 'This.JavaScript: State of Testing',
    author:
      'This Dot: Tracy Lee with Gil Tayar, James Evans, Kent C. Dodds, Gleb Bahmutov, Shai Reznik, Kevin Lamping and Rotem Mizrachi-Meidan',
    url: 'https://www.youtube.com/watch?v=iycQpCFBASE',
    date: '2018-12-18',
    kind: 'podcast',
    topics: ['end-to-end testing', 'best practices'],
    description:
      'A recorded panel of testing-tool authors and practitioners comparing notes on where JavaScript testing stood at the end of 2018.',
  },
  {
    title: 'Testing in JavaScript with Gil Tayar',
    author:
      "JavaScript Jabber: Aimee Knight, AJ O'Neal and Charles Max Wood with Gil Tayar",
    url: 'https://devchat.tv/js-jabber/jsj-341-testing-in-javascript-with-gil-tayar/',
    date: '2018-11-27',
    kind: 'podcast',
    topics: ['end-to-end testing', 'best practices'],
    description:
      'Gil Tayar joins the JavaScript Jabber panel for a conversation about testing JavaScript applications.',
  },
  {
    title: 'Cypress',
    author: 'CodePen Radio: Alex Vazquez, Marie Mosley and Chris Coyier',
    url: 'https://blog.codepen.io/2018/10/16/195-cypress/',
    date: '2018-10-16',
    kind: 'podcast',
    topics: ['end-to-end testing', 'ci'],
    description:
      'The CodePen team gives a whole episode of their podcast to Cypress.',
  },
  {
    title: 'Episode 3: Dan Wahlin on End to End Testing with Cypress.io',
    author: 'Real Talk JavaScript: John Papa and Ward Bell with Dan Wahlin',
    url: 'https://realtalkjavascript.simplecast.fm/e03e32ef',
    date: '2018-10-16',
    kind: 'podcast',
    topics: ['end-to-end testing', 'getting started'],
    description:
      'Dan Wahlin joins John Papa and Ward Bell to talk about writing end-to-end tests with Cypress.',
  },
  {
    title: 'Cypress.io',
    author: 'The Web Platform Podcast with Brian Mann and Gleb Bahmutov',
    url: 'https://thewebplatformpodcast.com/164-cypressio',
    date: '2018-06-28',
    kind: 'podcast',
    topics: ['end-to-end testing', 'getting started'],
    description:
      'Brian Mann and Gleb Bahmutov come back to the show, two years after their first visit, to talk about Cypress again.',
  },
  {
    title: 'JavaScript Testing Using Jest with Kent C. Dodds',
    author: 'TestTalks: Joe Colantonio with Kent C. Dodds',
    url: 'https://joecolantonio.com/testtalks/195-javascript-testing-using-jest-with-kent-c-dodds/',
    date: '2018-03-18',
    kind: 'podcast',
    topics: ['best practices'],
    description:
      'Kent C. Dodds on JavaScript testing with Jest; a useful counterpart when you decide which checks belong in unit tests and which in Cypress.',
  },
  {
    title: 'Using Cypress for end-to-end testing with Gleb Bahmutov',
    author: 'Developer Small Talk: Stefan Judis with Gleb Bahmutov',
    url: 'https://www.youtube.com/watch?v=zTHQqiu_y0Q&list=PLkp6BbeMCOm3TYAIPYkv1R8ESme8xlHVV&index=4',
    date: '2018-02-11',
    kind: 'podcast',
    topics: ['end-to-end testing', 'getting started'],
    description:
      'Stefan Judis talks with Gleb Bahmutov about using Cypress for end-to-end tests, in a recorded video conversation.',
  },
  {
    title:
      'Assert(js) panel: Kent C. Dodds, Justin Searls, Gleb Bahmutov and Brian Mann',
    author:
      '#!hashbang: Kent C. Dodds, Justin Searls, Gleb Bahmutov and Brian Mann',
    url: 'https://youtu.be/ltzNIOF_L3E',
    date: '2017-12-15',
    kind: 'podcast',
    topics: ['best practices', 'end-to-end testing'],
    description:
      'Four authors of JavaScript testing tools, among them Brian Mann, the creator of Cypress, in a recorded Assert(js) panel.',
  },
  {
    title: 'Big Testing in JavaScript',
    author: 'The Frontside Podcast: Charles Lowell and Wil Wilsman',
    url: 'https://frontsidethepodcast.simplecast.fm/20b2f6da',
    date: '2017-11-30',
    kind: 'podcast',
    topics: ['end-to-end testing', 'best practices'],
    description:
      'The Frontside hosts talk about what they call big testing in JavaScript and the tools for it.',
  },
  {
    title: 'Test Automation Using Cypress.io with Brian Mann & Gleb Bahmutov',
    author: 'TestTalks: Joe Colantonio with Brian Mann and Gleb Bahmutov',
    url: 'https://joecolantonio.com/testtalks/177-cyrpress-io-brian-mann-gleb-bahmutov/',
    date: '2017-11-05',
    kind: 'podcast',
    topics: ['end-to-end testing', 'getting started'],
    description:
      'Joe Colantonio interviews Brian Mann and Gleb Bahmutov about test automation with Cypress.',
  },
  {
    title: 'Cypress.io and End-to-End Testing with Gleb Bahmutov',
    author:
      'Adventures in Angular: Joe Eames, Lukas Ruebbelke and Charles Max Wood with Gleb Bahmutov',
    url: 'https://devchat.tv/adv-in-angular/aia-155-cypress-io-end-end-testing-gleb-bahmutov',
    date: '2017-09-12',
    kind: 'podcast',
    topics: ['angular', 'end-to-end testing'],
    description:
      'The Adventures in Angular panel talks with Gleb Bahmutov about end-to-end testing with Cypress.',
  },
  {
    title: 'Test all the things with Cypress',
    author: 'JavaScript Air: Kent C. Dodds with Brian Mann and Gleb Bahmutov',
    url: 'https://javascriptair.com/episodes/2016-09-21/',
    date: '2016-09-21',
    kind: 'podcast',
    topics: ['end-to-end testing', 'getting started'],
    description:
      'An early conversation about Cypress, recorded in 2016, with Kent C. Dodds hosting Brian Mann and Gleb Bahmutov.',
  },
  {
    title: 'Cypress.io',
    author:
      'JavaScript Jabber: Aimee Knight, Charles Max Wood, Dave Smith and Joe Eames with Brian Mann',
    url: 'https://devchat.tv/js-jabber/224-jsj-cypress-js-with-brian-mann',
    date: '2016-08-10',
    kind: 'podcast',
    topics: ['end-to-end testing', 'getting started'],
    description:
      'Brian Mann, the creator of Cypress, is the guest of the JavaScript Jabber panel.',
  },
  {
    title: 'Cypress.io',
    author:
      'The Web Platform Podcast: Erik Isaksen, Danny Blue and Justin Ribeiro with Brian Mann and Gleb Bahmutov',
    url: 'https://thewebplatformpodcast.com/88-cypressio',
    date: '2016-05-13',
    kind: 'podcast',
    topics: ['end-to-end testing'],
    description:
      'The oldest episode in this list: Brian Mann and Gleb Bahmutov introduce Cypress on The Web Platform Podcast.',
  },
])
