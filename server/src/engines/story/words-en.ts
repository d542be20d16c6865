/**
 * English sentences for the premise writer, realised by ./render.ts. Every sentence of six words or more carries
 * something of the premise (the hero, the goal, the place or what is seen there), so two premises share nothing but
 * short connecting lines. Slots:
 *   {A} hero, {A.he|his|him|himself}, {A.desc} portrait; {B} companion, {B.he|his|him}; {AB} both ({n:one|many});
 *   {P} the place, {P.at} "on the Moon"; {D} the destination, {D.at}, {D.to}; {TR} "by train";
 *   {G.inf} "bring back a lost robot", {G.ing}, {G.past}, {G.obj} "the lost robot", {G.objA}, {G.it};
 *   {O} the user's obstacle ("the tide kept washing it away"); {F} something seen there, {S} something heard,
 *   {Z} something going wrong there; {H} a helper ("a wise old owl"), {H.the}; {T.one} "One evening", {T.noun};
 *   {M} the mood word; {LESSON} the theme's lesson.
 * Conditions: {?B}, {?journey}, {?obj}, {?fear}, {?night}, {?day}, {?indoor}, {?outdoor}, {?space}, {?dest}, {?travel}.
 */
import type { GoalClass } from './premise.ts';

export type Family = 'gentle' | 'quest' | 'heart' | 'comic';

export interface WriterPack {
  setup: Record<Family, string[]>;
  portrait: string[];
  friend: string[];
  want: Record<GoalClass, string[]>;
  /** Why it matters. */
  motive: Record<GoalClass, string[]>;
  setOff: string[];
  trouble: Record<GoalClass, string[]>;
  obstacle: string[];
  attempt: Record<GoalClass, string[]>;
  onTheWay: string[];
  helper: string[];
  doubt: string[];
  turn: Record<GoalClass, string[]>;
  resolution: Record<GoalClass, string[]>;
  /** Right after the goal is done. */
  arrive: string[];
  turnFollow: string[];
  reaction: string[];
  /** Happy lines for the last page. */
  joy: Record<Family, string[]>;
  close: string[];
  ending: Record<Family, string[]>;
  thought: string[];
  scenery: string[];
  hazard: string[];
  feeling: Record<Family, string[]>;
  dialogue: Record<Family, string[]>;
  lesson: string[];
  /** Rhyming couplets ("make it rhyme"). */
  couplets: string[];
  /** Comic asides ("make it funny"). */
  funny: string[];
  titles: Record<GoalClass, string[]>;
  /** Helpers a place offers, by scenery setting. */
  helpers: Record<string, string[]>;
}

export const EN_WRITER: WriterPack = {
  setup: {
    gentle: [
      `{?night}{T.one}, {HERE}, {A} was wide awake and thinking about something important.`,
      `{?indoor}{T.one}, {HERE}, {A} [sat|curled up] by the window with a head full of plans.`,
      `{?outdoor}{T.one}, {HERE}, {A} skipped along with a head full of plans.`,
      `{A} had a secret wish, and {T.one.lower} {HERE} it began to come true.`,
      `{T.one}, when everything {HERE} felt {M}, {A} made a brave little decision.`,
      `{?night}The stars were out, and {A} lay awake {HERE}, thinking about tomorrow.`,
    ],
    quest: [
      `{T.one}, {HERE}, {A} [checked|packed] {A.his} bag for the third time. Today mattered.`,
      `{A} had waited a long time for this {T.noun}, and {P} seemed to know it.`,
      `Nobody {HERE} was readier than {A} {T.that.lower}.`,
      `{T.one}, {A} stood {HERE} and took a long, deep breath.`,
      `{A} had trained for days, and {T.one.lower} the big moment had come.`,
    ],
    heart: [
      `{T.one}, {HERE}, {A} felt that something was about to change.`,
      `{A} had always loved {P}, and {T.one.lower} {P} seemed to love {A.him} back.`,
      `{T.one}, {A} noticed how {M} everything {HERE} looked, and smiled a small smile.`,
      `There was a feeling in the air {HERE}, and {A} felt it first.`,
    ],
    comic: [
      `{A} had a plan. {A}’s plans were famous {HERE}, mostly for going wrong.`,
      `{T.one}, {HERE}, {A} announced a brilliant idea to nobody in particular.`,
      `It was a perfectly normal {T.noun} {HERE}, until {A} got an idea.`,
      `{A} was sure of one thing {T.that.lower}: today would go exactly to plan.`,
    ],
  },
  portrait: [`{A} was {A.desc}.`, `Everyone who knew {A} knew {A.him} as {A.desc}.`, `{A}, {A.desc}, was never one to give up.`],
  friend: [
    `{?B}{B} was there too, {B.desc}, as always.`,
    `{?B}{A} never went anywhere without {B}.`,
    `{?B}{B} gave {A} a look that said: count me in.`,
    `{?B}{B} was {B.desc} and the best company {A} could wish for.`,
  ],
  want: {
    find: [
      `{A} had to {G.inf}. [Nothing else would do.|That was the whole plan.]`,
      `"I am going to {G.inf}," {A} said. "Today."`,
      `More than anything, {A} wanted to {G.inf}.`,
      `{?obj}{A} missed {G.obj} terribly, and {A.he} decided to look until {G.it} turned up.`,
    ],
    retrieve: [
      `{A} had one job: to {G.inf}.`,
      `"Someone has to {G.inf}," {A} said, "and it is going to be me."`,
      `{?obj}Somewhere out there was {G.objA}, and {A} meant to bring {G.it} home.`,
      `{A}’s mission was clear. {A.he} would {G.inf}, no matter what.`,
    ],
    reach: [
      `{A} had dreamed of the journey {D.to} for ages.`,
      `"We are going {D.to}," {A} whispered. It still felt like a dream.`,
      `{?dest}The plan was simple: to {G.inf}<< {TR}>>.`,
      `{A} could hardly wait to {G.inf}.`,
    ],
    make: [
      `{A} wanted to {G.inf}, the best one ever.`,
      `"Today I will {G.inf}," {A} said, rolling up {A.his} sleeves.`,
      `{A} had a picture in {A.his} head, and the picture was of {G.ing}.`,
      `{?obj}{A} could already see {G.obj} in {A.his} mind, finished and perfect.`,
    ],
    achieve: [
      `{A} wanted to {G.inf}, more than anything.`,
      `"I am going to {G.inf}," {A} said, "whatever it takes."`,
      `For weeks, {A} had been thinking about one thing: how to {G.inf}.`,
      `{A} knew it would not be easy to {G.inf}. That made {A.him} want it even more.`,
    ],
    courage: [
      `{A} wanted to {G.inf}, but {A.his} tummy felt full of butterflies.`,
      `"I can {G.inf}," {A} whispered. "I think."`,
      `{?obj}{A} had been thinking about {G.obj} all week.`,
      `{A} wished, just this once, to {G.inf}.`,
    ],
    help: [
      `{A} wanted to {G.inf}. It was the kind thing to do.`,
      `"I will {G.inf}," {A} promised.`,
      `{A} had seen who needed help, and {A.he} knew what to do: {G.inf}.`,
      `Helping was what {A} did best, and today {A.he} would {G.inf}.`,
    ],
    celebrate: [
      `{A} wanted to {G.inf}, and it had to be perfect.`,
      `"Let’s {G.inf}," {A} said, eyes shining.`,
      `{?obj}{A} had been planning {G.obj} for days.`,
      `Everything had to be ready in time. {A} was in charge of {G.ing}.`,
    ],
    explore: [
      `{A} wanted to {G.inf} and see every corner of it.`,
      `"I wonder what is out there," {A} said, and decided to {G.inf}.`,
      `Nobody had ever explored {P} quite like {A} was about to.`,
      `{A} set out to {G.inf}, one curious step at a time.`,
    ],
  },
  motive: {
    find: [
      `Without {G.it}, nothing {HERE} felt quite right.`,
      `{A} knew {G.sub} had to be somewhere close, waiting to be found.`,
    ],
    retrieve: [`{?obj}{A} could not stop thinking about {G.obj}, alone and far from home.`, `Everybody was counting on {A}.`],
    reach: [
      `{?dest}Somebody {D.at} was waiting, and {A} did not want to be late.`,
      `{A} had packed the night before and checked everything twice.`,
    ],
    make: [`{A} had everything {A.he} needed, or so {A.he} thought.`, `It would be {A}’s finest work yet.`],
    achieve: [
      `Everyone said it was hard, and {A} wanted to show it could be done.`,
      `{A} had watched others do it and thought: why not me?`,
    ],
    courage: [
      `Everyone else seemed so sure, and {A} wanted to be sure too.`,
      `{A} knew that the first time is always the hardest.`,
    ],
    help: [`{A} could not bear to see anyone sad.`, `That is what friends are for, thought {A}.`],
    celebrate: [`It had to be a day nobody would forget, {A} decided.`, `{A} could already imagine the happy faces.`],
    explore: [`Who knew what {A} might find {HERE}?`, `{A} had always wondered what was there.`],
  },
  setOff: [
    `{?travel}So {A} set off {D.to} {TR}.`,
    `{?travel}{A} climbed aboard, and off {A.he} went {TR}.`,
    `{A} waved goodbye and set off {D.to}.`,
    `The journey {D.to} began with a jolt and a cheer from {A}.`,
    `{?travel}Soon {A} was on {A.his} way {TR}, watching {F} go by.`,
  ],
  trouble: {
    find: [
      `{?obj}But {G.obj} was nowhere to be seen.`,
      `{?obj}{A} looked everywhere {P.at}, but {G.obj} had simply vanished.`,
      `{?obj}Where could {G.obj} be? {A} had no idea.`,
      `Finding it would be harder than {A} had thought.`,
    ],
    retrieve: [
      `{?obj}But {G.obj} was far away, and nobody knew exactly where.`,
      `{A} soon saw that it would not be easy to {G.inf}.`,
      `{?obj}The last anyone had heard, {G.obj} was somewhere {P.at}.`,
    ],
    reach: [
      `{?dest}But the way {D.to} was long, and {A} had never gone so far alone.`,
      `{?dest}{D} was much farther away than it looked on the map, {A} thought.`,
      `Getting there would take all of {A}’s courage.`,
    ],
    make: [
      `{A} started at once, but it was much harder than it looked.`,
      `{A}’s first try wobbled, leaned, and fell over with a flump.`,
      `Nothing went the way {A} had pictured it.`,
    ],
    achieve: [
      `{A} tried, and it did not work. Not even a little bit.`,
      `The first try went badly, and {A} felt {A.his} cheeks go hot.`,
      `It turned out that to {G.inf} takes more than wanting to.`,
    ],
    courage: [
      `When the moment came, {A}’s knees began to shake.`,
      `{A} took one step and then stopped. It felt too big.`,
      `{A} wanted to be brave, but {A.his} heart was thumping.`,
    ],
    help: [
      `But helping turned out to be trickier than {A} expected.`,
      `{A} tried to help, but nothing seemed to work.`,
      `{A}’s first idea did not help at all.`,
    ],
    celebrate: [
      `But with so much to do, {A} did not know where to start.`,
      `{A} looked at the list of things to do and gulped.`,
      `Then {A} realised that almost nothing was ready for {G.obj}.`,
    ],
    explore: [
      `{P} was bigger and stranger than {A} had imagined.`,
      `{A} soon found that {P} did not give up its secrets easily.`,
    ],
  },
  obstacle: [
    `{?obstacle}But {O}.`,
    `{?obstacle}{A} tried again and again, but {O}.`,
    `{?obstacle}It was maddening: {O}.`,
    `{?obstacle}{A} sighed. Once more, {O}.`,
  ],
  attempt: {
    find: [
      `{A} looked near {F}. No {G.head} there, only a surprised beetle.`,
      `{A} peeked into every corner {HERE}. Nothing.`,
      `{?B}{B} sniffed around while {A} looked wherever {B.he} pointed.`,
      `{A} looked all around {F}, but {G.it} was not there either.`,
      `{A} searched all around {F}. Still no sign of {G.obj}.`,
      `{A} called out and listened hard. Only {S} answered.`,
      `{?B}{AB} split up. {B} checked near {F} while {A} looked everywhere else.`,
      `{A} followed what looked like a trail, right past {F}. Then the trail simply stopped.`,
      `"Maybe {G.it} rolled somewhere low," {A} said, and crouched down to look.`,
      `{A} asked everyone {HERE} if they had seen {G.obj}. Nobody had.`,
    ],
    retrieve: [
      `{A} made {A.his} way past {F}, looking for any sign of {G.obj}.`,
      `{A} followed a faint trail past {F}. It led somewhere new.`,
      `{?obj}For a moment {A} thought {A.he} saw {G.obj} near {F}. It was only a shadow.`,
      `{A} pushed on {HERE}, step by step, calling for {G.obj}.`,
      `{?B}{B} spotted something by {F}, and {AB} hurried over to look.`,
      `{A} checked the map, then checked it again. {G.obj} had to be close.`,
    ],
    reach: [
      `Outside, {F} slipped past, and {A} pressed {A.his} nose to the glass.`,
      `{A} passed {F} and counted the miles in {A.his} head.`,
      `Hours went by. {A} listened to {S} and thought about {D}.`,
      `{?B}{B} pointed at {F}, and {A} laughed for the first time in hours.`,
      `{A} checked the map again. {D} was still far away.`,
      `{A} ate a sandwich, watched {F} and wondered what {D} would look like.`,
    ],
    make: [
      `{A} tried again, a little further away this time. For a moment it looked right, and then it did not.`,
      `{A} worked slowly and carefully, then stepped back to look. Not quite right yet.`,
      `{A} fetched more of everything and started over from the very beginning.`,
      `{?B}{B} held one side while {A} worked on the other. They were getting closer.`,
      `{A} tried a bigger way, then a smaller way, then a sillier way.`,
      `{A} drew a plan and studied it carefully. Then {A.he} began to {G.verb} once more.`,
    ],
    achieve: [
      `{A} practised until {A.his} arms ached. It was getting a little easier.`,
      `{A} tried again. A little better this time, but not quite.`,
      `{A} counted to three, went for it and landed in a heap. {A} got straight back up.`,
      `{?B}{B} clapped for every try, even the wobbly ones, and {A} kept going.`,
      `{A} watched how others did it and tried to copy them, one small step at a time.`,
    ],
    courage: [
      `{A} took a tiny step, then another, and then stopped to breathe.`,
      `{A} held on tight and listened to {S}. It was not so scary after all. Or was it?`,
      `{?B}{B} squeezed {A}’s hand. "Together?" {A} nodded.`,
      `{A} counted to ten, slowly, to keep {A.his} mind busy.`,
    ],
    help: [
      `{A} tried a funny song. It did not help.`,
      `{A} made a card with a big smile on it, hoping it would help.`,
      `{A} sat down and listened, really listened.`,
      `{?B}{B} had an idea too, and {AB} tried it together.`,
    ],
    celebrate: [
      `{A} hung the first decorations and stood back to look. Too crooked. Again.`,
      `{A} wrote a list, lost it, and wrote it again.`,
      `{?B}{B} carried boxes while {A} gave the orders.`,
      `{A} hurried from the kitchen to the door and back again. There was still so much to do.`,
    ],
    explore: [
      `{A} discovered {F} and stood still to look at it for a long time.`,
      `{A} drew a little map of everything {A.he} had seen {HERE}.`,
      `{A} took a path nobody seemed to use and found {F}.`,
      `{A} followed the sound of {S} and found {F}.`,
      `Every step {HERE} showed {A} something new.`,
      `{?B}{AB} took turns leading the way past {F}.`,
    ],
  },
  onTheWay: [
    `{A} watched {F} through the window and wondered what {D} would be like.`,
    `{A} listened to {S} all the way.`,
    `There was so much to see on the way {D.to}: {F}, and then {F}.`,
  ],
  helper: [
    `Just then, {H} appeared beside {A}. "You look like you could use a hand," {H.he} said.`,
    `That was when {A} met {H}, who knew {P} better than anyone.`,
    `"Need some help?" asked {H}. {A} nodded gratefully.`,
    `{H} had been watching {A} all along, and now {H.he} came closer.`,
  ],
  doubt: [
    `{A} sat down. Maybe it was impossible to {G.inf}.`,
    `For a moment, {A} felt very small and very far from home.`,
    `{A} wiped {A.his} eyes. "I was so sure I could {G.inf}," {A.he} whispered.`,
    `{?B}{A} wanted to give up, but {B} would not let {A.him}.`,
    `{A} thought about going home. It would be so easy to stop trying.`,
  ],
  /** The journey's end is reached (before the goal is done there). */
  arrive: [
    `{?dest}At last, {A} arrived {D.at}.`,
    `{?dest}With a bump and a cheer, {A} landed {D.at}.`,
    `{?dest}Finally {A} stepped out {D.at} and looked around in wonder.`,
  ],
  /** What the hero does right after the turn. */
  turnFollow: [
    `{A} did not waste a moment.`,
    `{A} hurried over, {A.his} heart thumping.`,
    `{?B}"Come on!" {A} called to {B}.`,
    `{A} held {A.his} breath and took a closer look.`,
  ],
  turn: {
    find: [
      `Then {A} noticed something that shone, right by {F}.`,
      `{A} stopped and thought. Where had {A.he} not looked yet? And suddenly {A.he} knew.`,
      `{?obj}A faint sound came from somewhere close. Could it be {G.obj}?`,
      `{A} remembered the last place {A.he} had been, and {A.his} eyes went wide.`,
    ],
    retrieve: [
      `{?obj}And there, just past {F}, was {G.obj}, waiting.`,
      `{?obj}Something blinked a tiny light near {F}. It was {G.obj}!`,
      `{A} heard a small sound from behind {F}, and {A.his} heart leapt.`,
      `Suddenly {A} understood where to look, and ran.`,
    ],
    reach: [
      `{?travel}Then, through the window, {A} saw the lights of {D}.`,
      `{?travel}Someone called out: "Next stop, {D}!"`,
      `{A} stood up. {A.he} was nearly there.`,
      `{?dest}{A} could see {D} now, just a little way ahead.`,
    ],
    make: [
      `Then {A} had an idea: to {G.verb} it a little differently this time, slower and with more care.`,
      `{A} looked at {F} and suddenly knew what to do differently.`,
      `{?obstacle}If {O}, {A} would simply have to outsmart it.`,
      `{A} remembered a trick Grandma had once shown {A.him}, and {A.his} eyes lit up.`,
    ],
    achieve: [
      `Then {A} remembered what mattered most: to keep trying, and to breathe.`,
      `{A} closed {A.his} eyes, took a deep breath and tried one more time.`,
      `Something clicked. {A} could feel that this time was different.`,
    ],
    courage: [
      `{A} remembered that being brave means being scared and doing it anyway.`,
      `{A} took a deep breath and let it out slowly. {A.he} was ready.`,
      `{?B}{B} smiled at {A}, and the butterflies settled down.`,
    ],
    help: [`Then {A} understood: what was needed was not a trick, but a friend.`, `{A} had one last idea, a small, kind one.`],
    celebrate: [
      `Then {A} had a wonderful idea to make it all come together.`,
      `{A} asked everyone to help, and suddenly there were many hands.`,
    ],
    explore: [
      `{A} followed {S} to a spot nobody had ever found before.`,
      `Then, right by {F}, {A} made the most wonderful discovery.`,
    ],
  },
  resolution: {
    find: [
      `{A} reached out and there it was. {A} {G.past} at last!`,
      `{A} {G.past}, safe and sound, and hugged {G.it} tight.`,
      `"Found {G.it}!" cried {A}. {A.he} had really {G.pp}.`,
    ],
    retrieve: [
      `{A} {G.past}, just as {A.he} had promised.`,
      `And so {A} {G.past}. Everyone cheered.`,
      `{A} held on tight. The mission was done: {A} had {G.pp}.`,
    ],
    reach: [
      `{?dest}At last, {A} arrived {D.at}, and it was even better than {A.he} had dreamed.`,
      `{?dest}{A} stepped out {D.at} and laughed out loud. They had made it.`,
      `{?dest}And there it was: {D}, glowing and welcoming.`,
    ],
    make: [
      `{A} {G.past}, and this time it stayed.`,
      `Finally, {A} {G.past}. It was even better than the picture in {A.his} head.`,
      `{A} stepped back and smiled. {A.he} had {G.pp}.`,
    ],
    achieve: [
      `And then {A} did it. {A} {G.past}!`,
      `{A} {G.past}, and {A.his} grin was the biggest anyone had ever seen.`,
      `{A} could hardly believe it, but {A.he} really had {G.pp}.`,
    ],
    courage: [
      `{A} did it. Scared and brave, all at once, {A} was able to {G.inf}.`,
      `{?fear}{A} faced {G.obj} and found it was not so big after all.`,
      `{A} managed to {G.inf}, and felt taller than ever.`,
    ],
    help: [
      `{A} {G.past}, and it worked. Smiles came back all around.`,
      `It was a small thing, but {A} {G.past}, and that changed everything.`,
    ],
    celebrate: [
      `When everyone arrived, {G.obj} was ready, and it was perfect.`,
      `{A} {G.past}, just in time. What a day it was!`,
    ],
    explore: [
      `{A} had explored {P}, and found that it was full of wonders.`,
      `{A} went home that day knowing {P} better than anyone.`,
    ],
  },
  reaction: [
    `{A} laughed out loud, and the sound rang all around.`,
    `{?B}{B} cheered so loudly that {A} had to laugh.`,
    `{A} did a little dance right there {HERE}.`,
    `{A} could not stop smiling.`,
    `{?carry}{A} held {G.obj} close and did not let go for a long time.`,
  ],
  joy: {
    gentle: [
      `Everything {HERE} felt warm and right, and {A} was glad.`,
      `{A} thought it was the best day ever, and it probably was.`,
    ],
    quest: [
      `{A} stood tall {HERE}. It had been worth every step.`,
      `{A} looked back at the long way behind {A.him} and grinned.`,
    ],
    heart: [`{A} felt something warm and quiet settle {HERE}.`, `{A} knew this was a moment to keep forever.`],
    comic: [
      `{A} insisted it had all gone exactly to plan. Nobody believed {A.him}.`,
      `{A} was already planning the next idea, which worried everyone {HERE}.`,
    ],
  },
  close: [
    `{A} yawned a long, happy yawn and closed {A.his} eyes.`,
    `That night, {A} fell asleep smiling, dreaming of {WHERE}.`,
    `Snug and warm, {A} drifted off to sleep. Good night, {A}.`,
    `{A} whispered good night to {WHERE}, and was asleep before the last word.`,
    `And {A}, tired and happy, slept all the way until morning.`,
  ],
  ending: {
    gentle: [`{A} would remember this day for a long, long time.`, `And whenever {A} thought of {WHERE}, {A.he} smiled.`],
    quest: [`{A} knew that this was only the first of many adventures.`, `Word of what {A} had done spread far and wide.`],
    heart: [`{A} held the moment close, like something precious.`, `It was a day {A} would keep in {A.his} heart forever.`],
    comic: [
      `{A} took a bow. Nobody had asked, but {A} took one anyway.`,
      `{A} declared it a total success. Mostly. Sort of. Definitely.`,
    ],
  },
  /** The hero thinking of the goal: many sentences from few words, all about this premise. */
  thought: [
    `{A} [thought|dreamed|wondered] about {G.ing} [and smiled|and felt a little braver|once more].`,
    `{A} [pictured|imagined] {A.himself} {G.ing}, and {A.his} steps got quicker.`,
    `{?carry}{A} [kept thinking|could not stop thinking] about {G.obj}.`,
    `{?dest}{A} [thought|dreamed] about {D} [and smiled|and hummed a little tune].`,
    `Nothing could stop {A} from {G.ing} now.`,
  ],
  scenery: [
    `{A} noticed {F}.`,
    `{A} spotted {F} not far away.`,
    `{A} stopped to look at {F}.`,
    `Somewhere nearby, {A} could hear {S}.`,
    `{A} listened to {S}.`,
    `{?way}On the way, {A} passed {F}.`,
    `Everywhere {A} looked, there was something new: {F}, then {F}.`,
    `{?B}{B} nudged {A} and pointed at {F}.`,
    `{A} looked around {HERE} and took it all in.`,
    `{?way}{A} made {A.him}self comfortable {HERE} and watched the world go by.`,
  ],
  hazard: [
    `Suddenly, {Z}, and {A} had to hold on tight.`,
    `Then {Z}. {A} stood very still.`,
    `Just as {A} was getting close, {Z}.`,
  ],
  feeling: {
    gentle: [
      `{A} felt a warm little glow inside.`,
      `{A} wiggled {A.his} toes and felt ready for anything.`,
      `{A} hummed a little tune to feel brave.`,
      `{?B}{A} and {B} shared a smile that said: we can do it.`,
      `{A} squeezed {A.his} hands into fists and said, "Onwards."`,
      `{A} looked back once, then forward again.`,
      `{A}’s heart went pitter-patter.`,
      `{A} smiled, even though {A.he} was a little nervous.`,
      `{A} took a deep breath of {M} air.`,
    ],
    quest: [
      `{A} set {A.his} jaw and kept going.`,
      `{A} tightened the straps of {A.his} bag and pressed on.`,
      `{A} did not look back, not even once.`,
      `{A}’s heart was racing, but {A.his} steps were steady.`,
      `{A} felt braver with every step.`,
    ],
    heart: [
      `{A} felt {A.his} heart grow full.`,
      `{A} swallowed hard, then smiled.`,
      `Something warm and quiet settled in {A}’s chest.`,
    ],
    comic: [
      `{A} tried to look as if this was all part of the plan.`,
      `{A} pulled a face that meant: this is fine.`,
      `{A} muttered something that sounded a lot like "oops".`,
    ],
  },
  dialogue: {
    gentle: [
      `"We can do this," {A} said softly.`,
      `"What would Grandma say now?" {A} wondered aloud. "She would say: keep going."`,
      `"Almost," {A} told {A.himself}. "Almost."`,
      `{?B}"Look!" said {B}. {A} looked, and gasped.`,
      `{?B}"Are you scared?" asked {B}. "A little," said {A}. "But that’s all right."`,
      `"I wonder," said {A}, "how it all ends."`,
      `{?carry}"Wait for me," {A} whispered to {G.obj}, wherever {G.sub} might be.`,
      `{?B}"Do you think we will {G.inf}?" asked {B}. "I know we will," said {A}.`,
    ],
    quest: [
      `"Keep going," {A} told {A.himself}. "Almost there."`,
      `{?B}"What now?" asked {B}. "Now," said {A}, "we get clever."`,
      `"Nothing will stop me from {G.ing}," {A} said.`,
    ],
    heart: [
      `"I’m glad you’re here," {A} said quietly.`,
      `{?B}"Thank you," {A} whispered to {B}.`,
      `"It matters," {A} said. "It really does."`,
    ],
    comic: [
      `"That," said {A}, "was step one of the plan."`,
      `{?B}"Was that supposed to happen?" asked {B}. "Absolutely," said {A}.`,
      `"Nobody panic," said {A}, panicking a little.`,
    ],
  },
  lesson: [`{A} had learned something that day: {LESSON}.`, `And {A} knew now that {LESSON}.`],
  couplets: [
    `The stars came out to shine and play, to light {A}’s little way.`,
    `With every step and every bend, {A} found a brand-new friend.`,
    `The wind went whoosh, the leaves went swish, and {A} made a secret wish.`,
    `Up the hill and down the lane, {A} would try and try again.`,
    `With a hop, a skip and a happy cheer, {A} knew the end was near.`,
    `A tiny spark, a gentle glow, showed {A} the way to go.`,
    `Near or far and high or low, {A} would {G.inf}, and so {A.he}’d go.`,
  ],
  funny: [
    `{A} later claimed this was all part of the plan. It was not.`,
    `It was, as {A} would say later, "a bit of a situation".`,
    `{A} pretended not to notice the pigeon laughing at {A.him}.`,
    `A frog in a tiny hat watched {A} the whole time, saying nothing.`,
  ],
  titles: {
    find: [`{A} and {G.obj}`, `Where Is {G.obj}?`, `{A} Finds {G.obj}`],
    retrieve: [`{A}’s Mission`, `{A} to the Rescue`, `{A} and {G.obj}`],
    reach: [`{A}’s Journey {D.to}`, `All the Way {D.to}`, `{A} Goes {D.to}`],
    make: [`{A} and {G.obj}`, `{A} Builds It Again`, `{A}’s Big Idea`],
    achieve: [`{A} Does It`, `{A} Tries Again`, `{A}’s Big Day`],
    courage: [`Brave {A}`, `{A} Is Brave`, `{A} and the Butterflies`],
    help: [`{A} Helps Out`, `A Friend Like {A}`],
    celebrate: [`{A}’s Big Surprise`, `{A} Gets Ready`],
    explore: [`{A} Explores {P}`, `{A} and the Secrets of {P}`],
  },
  helpers: {
    space: ['a little repair robot|it', 'a friendly alien with three eyes|it'],
    vehicle: ['a kind conductor|she', 'an old man with a basket of apples|he'],
    snow: ['a snowy owl|it', 'a mountain goat|it'],
    water: ['a friendly crab|it', 'a wise old seagull|it'],
    nature: ['a wise old owl|it', 'a busy squirrel|it'],
    garden: ['a cheerful robin|it', 'a patient snail|it'],
    city: ['a friendly baker|he', 'a pigeon with one white feather|it'],
    home: ['Grandma|she', 'the family cat|it'],
    indoor: ['a kind teacher|she', 'a helpful librarian|he'],
    sky: ['a goose leading its flock|it', 'a cloud that looked like a dragon|it'],
  },
};
